/**
 * Reading HTML the way a test checks a page: parse5's tree, walked without a browser. The site
 * tests use these to read tables, links and attributes from what the site builder wrote.
 */
export type Node = {
  nodeName: string;
  tagName?: string;
  attrs?: { name: string; value: string }[];
  childNodes?: Node[];
  value?: string;
  content?: Node;
};

/** Every node under `node` (itself first), including a <template>'s content. */
export function walk(node: Node, visit: (n: Node) => void): void {
  visit(node);
  for (const c of node.childNodes ?? []) walk(c, visit);
  if (node.content) walk(node.content, visit);
}

/** The elements under `doc`, in document order; only those named `tag` when it is given. */
export function elements(doc: Node, tag?: string): Node[] {
  const out: Node[] = [];
  walk(doc, (n) => {
    if (n.tagName && (!tag || n.tagName === tag)) out.push(n);
  });
  return out;
}

/** The value of attribute `name`, or undefined. */
export const attr = (n: Node, name: string): string | undefined => n.attrs?.find((a) => a.name === name)?.value;

/** The concatenated text of every text node under `n`. */
export function textOf(n: Node): string {
  let t = '';
  walk(n, (x) => {
    if (x.nodeName === '#text') t += x.value;
  });
  return t;
}
