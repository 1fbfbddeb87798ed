export function shortClassNames(root: string): (name: string, filename: string) => string;
