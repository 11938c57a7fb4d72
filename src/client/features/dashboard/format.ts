/** Hours after its creation that an account counts as new: the dashboard greets it 'Välkommen till Tidvis'. */
export const NEW_ACCOUNT_HOURS = 24;

/** Whether an account created at `createdAt` (ISO instant; null = unknown) is new at `now`. */
export function isNewAccount(createdAt: string | null, now: number = Date.now()): boolean {
  if (!createdAt) return false;
  const created = new Date(createdAt).getTime();
  return !Number.isNaN(created) && now - created < NEW_ACCOUNT_HOURS * 3_600_000;
}
