import { openDatabase } from '../server/src/db/database';
import { bulkLoad, fill, growSearchIndex } from './bench/search-data';
const database = await openDatabase({ url: 'postgres://postgres@127.0.0.1:5432/m1' });
let t = performance.now();
await bulkLoad(database, () => fill(database.db, 100_000));
console.log('100k', ((performance.now() - t) / 1000).toFixed(1)); t = performance.now();
await growSearchIndex(database, 100_000, 1_000_000);
console.log('1M', ((performance.now() - t) / 1000).toFixed(1));
await database.close();
