export function firstNamesFromFaker(): Promise<string[]>;
