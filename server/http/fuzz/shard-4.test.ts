import { fuzzShard } from './fuzz-routes.ts';

fuzzShard(4);
