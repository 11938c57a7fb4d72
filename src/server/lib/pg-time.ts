/** `HH:MM:SS` from a PostgreSQL `time` column -> `HH:MM` (the form the pages, e-mails and schemas use). */
export const toHhmm = (time: string): string => time.slice(0, 5);
