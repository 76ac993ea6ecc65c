/** Removes a directory tree, also one deeper than PATH_MAX (see remove-tree.mjs). */
export function removeTree(dir: string): void;
