import type { Deps } from '../context';
import { AppError } from '../errors';
import {
  approveCompany,
  companyIdByEmail,
  listPlatformCompanies,
  suspendCompany,
} from '../features/platform/platform.service';

export const COMPANIES_USAGE = [
  'Användning / usage:',
  '  npm run companies -- list               alla företag med status',
  '  npm run companies -- approve <e-post>   godkänn ett företag (mejlar dess admin)',
  '  npm run companies -- suspend <e-post>   pausa ett företag',
].join('\n');

const STATUS_LABEL = { pending: 'väntande', active: 'aktivt', suspended: 'pausat' } as const;

/** What a CLI run printed and its exit code (0 ok, 1 unknown company, 2 bad usage). */
export interface CommandResult {
  code: number;
  output: string;
}

/**
 * The `npm run companies` commands over an open database: `list`, `approve <email>`,
 * `suspend <email>`. Uses the same service functions as `/api/platform/companies/*`, so an approval enqueues the
 * 'company approved' e-mail too. The company is found by its e-mail, case-insensitively.
 */
export async function runCompaniesCommand(deps: Deps, args: readonly string[]): Promise<CommandResult> {
  const [command, email] = args;
  if (command === 'list' && !email) {
    const companies = await listPlatformCompanies(deps.db);
    if (companies.length === 0) return { code: 0, output: 'Inga företag.' };
    const lines = companies.map(
      (c) => `${STATUS_LABEL[c.status].padEnd(9)} ${c.email.padEnd(32)} ${c.slug}  ${c.name}`,
    );
    return { code: 0, output: lines.join('\n') };
  }
  if ((command !== 'approve' && command !== 'suspend') || !email || args.length > 2) {
    return { code: 2, output: COMPANIES_USAGE };
  }
  try {
    const id = await companyIdByEmail(deps.db, email);
    const company = command === 'approve' ? await approveCompany(deps, id) : await suspendCompany(deps, id);
    const done =
      command === 'approve'
        ? 'godkänt (approved); ett mejl till admin ligger i utkorgen'
        : 'pausat (suspended)';
    return { code: 0, output: `${company.name} (${company.email}) är nu ${done}.` };
  } catch (err) {
    if (err instanceof AppError && err.status === 404) {
      return { code: 1, output: `Inget företag med e-postadressen ${email} (no company with that e-mail).` };
    }
    throw err;
  }
}
