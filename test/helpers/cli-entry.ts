// What bin/recruit.js does, on the TypeScript sources: lets tests run the CLI as a real
// subprocess without a prior build.
import { main } from '../../src/cli/main.js';

process.exitCode = await main(process.argv.slice(2));
