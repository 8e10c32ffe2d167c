import { kycTyping, transactionGrid, transactionQueries } from './feature-benches';
import { pageBytes } from './page-bytes';
import { lighthouse } from './lighthouse';
import { mixedLoad } from './mixed-load';
import { serviceThroughput } from './service-throughput';
import { stackFloor } from './stack-floor';
import type { BenchModule } from './types';

/** Every measured area, in the order the table shows them. A new area adds its module here. */
export const benchModules: BenchModule[] = [pageBytes, stackFloor, lighthouse, serviceThroughput, mixedLoad, transactionQueries, transactionGrid, kycTyping];
