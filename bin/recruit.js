#!/usr/bin/env node
// The `recruit` CLI: a shim over the compiled TypeScript (npm install runs `prepare`, which builds dist/).
import { main } from '../dist/src/cli/main.js';

process.exitCode = await main(process.argv.slice(2));
