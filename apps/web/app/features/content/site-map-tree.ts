export interface TreeNode {
  label: string;
  href: string | null;
  children: readonly TreeNode[];
}

interface Source {
  label: string;
  href: string | null;
  children?: readonly Source[];
}

/**
 * The HTML site map's tree: the main menu's sections, then the footer's columns, each page once
 * (the first place it appears wins) and no empty branch.
 */
export function siteMapTree(sections: readonly Source[]): TreeNode[] {
  const seen = new Set<string>();
  const walk = (node: Source): TreeNode | null => {
    const href = node.href && !seen.has(node.href) ? node.href : null;
    if (href) seen.add(href);
    const children = (node.children ?? []).flatMap((child) => walk(child) ?? []);
    if (!href && children.length === 0) return null;
    return { label: node.label, href, children };
  };
  return sections.flatMap((section) => walk(section) ?? []);
}
