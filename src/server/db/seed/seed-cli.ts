import { closeDeps, createDeps } from '../../deps';
import { env } from '../../env';
import { seedDemoDataIfEmpty } from './seed';

/** `npm run db:seed`: loads the demo data of docs/design.md §5 unless the database already has companies. */
const deps = await createDeps(env);
const loaded = await seedDemoDataIfEmpty(deps);
await closeDeps(deps);
console.log(loaded ? 'Demo data loaded.' : 'The database already has companies: nothing loaded.');
