// A worker thread of the seed search: answers each query with the seeds that fit it.
import { parentPort } from 'node:worker_threads';
import { type SeedQuery, searchSeeds } from './seed-search';

parentPort!.on('message', (query: SeedQuery) => parentPort!.postMessage(searchSeeds(query)));
