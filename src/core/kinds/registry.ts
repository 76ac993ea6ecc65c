/**
 * The suite kinds agent-eval knows: one descriptor each (kind.ts). The built-in kinds are
 * registered here, and nowhere else; everything that depends on the set of kinds (the manifest
 * schema, the kind enums of partial reports and leaderboards, the views' titles) is derived
 * from this list, and rebuilt when a kind is registered (`derived`).
 */
import { z } from 'zod';
import type { SuiteConfig, SuiteKind } from './kind.js';
import { outputKind } from './output/kind.js';
import { tableKind } from './table/kind.js';
import { trajectoryKind } from './trajectory/kind.js';

const registered = new Map<string, SuiteKind>();
let generation = 0;

/** Adds a suite kind. Its name must be new; schemas built from the registry are rebuilt. */
export function registerKind<S extends SuiteConfig>(kind: SuiteKind<S>): void {
  if (registered.has(kind.name)) throw new Error(`suite kind "${kind.name}" is registered already`);
  const literal = kind.schema.shape.kind;
  if (!(literal instanceof z.ZodLiteral) || literal.values.size !== 1 || literal.value !== kind.name) {
    throw new Error(`suite kind "${kind.name}": its schema must have kind: z.literal(${JSON.stringify(kind.name)})`);
  }
  registered.set(kind.name, kind as SuiteKind);
  generation++;
}

/** The descriptor of a kind; throws on a name no kind has (a manifest never gets here with one). */
export function kindOf(name: string): SuiteKind {
  const kind = registered.get(name);
  if (!kind) throw new Error(`unknown suite kind "${name}"`);
  return kind;
}

/** The descriptor of a kind, or undefined (for reports read back, whose kind is a plain string). */
export function findKind(name: string): SuiteKind | undefined {
  return registered.get(name);
}

/** Every registered kind, in registration order. */
export function allKinds(): SuiteKind[] {
  return [...registered.values()];
}

/** The kind names, in registration order: the values of every kind enum. */
export function kindNames(): [string, ...string[]] {
  return [...registered.keys()] as [string, ...string[]];
}

/** A value built from the registry: built on first use, and again after a kind is registered. */
export function derived<T>(build: () => T): () => T {
  let builtAt = -1;
  let value: T;
  return () => {
    if (builtAt !== generation) {
      value = build();
      builtAt = generation;
    }
    return value;
  };
}

// The built-in kinds (the order is that of every kind enum).
registerKind(trajectoryKind);
registerKind(tableKind);
registerKind(outputKind);
