/**
 * How a pet's name is shown: the kennel prefix before the registered name, unless the name already holds it. One rule
 * for every app and for the pages the shell's server draws.
 */
export function petDisplayName(pet: { registeredName: string; kennelPrefix?: string | null }): string {
  const prefix = pet.kennelPrefix?.trim();
  if (!prefix || pet.registeredName.toLowerCase().includes(prefix.toLowerCase())) return pet.registeredName;
  return `${prefix} ${pet.registeredName}`;
}
