/** `npm run board:sim`: a virtual Double Agent camp board on a pty or a TCP port, steered from the keyboard. */
import { createInterface } from 'node:readline';
import { parseSimulatorArgs, USAGE } from './cli-args';
import { COMMAND_HELP, runConsoleCommand } from './console-commands';
import { startSimulator } from './simulator';

const parsed = parseSimulatorArgs(process.argv.slice(2));
if (!parsed.ok) {
  console.error(`board:sim: ${parsed.error}`);
  process.exit(2);
}
if (parsed.value.help) {
  console.log(`${USAGE}\n\n${COMMAND_HELP}`);
  process.exit(0);
}

try {
  const sim = await startSimulator(parsed.value.options);
  const board = sim.board;
  console.log(
    `board ${board.boardId} (${board.sockets} sockets${board.hasPresence ? '' : ', no presence sensing'}) listening at ${sim.where}`,
  );
  console.log('h for help, q to quit');
  sim.onTraffic((direction, line) => {
    if (!line.startsWith('HB,')) console.log(direction === 'in' ? `  app → ${line}` : `  board → ${line}`);
  });
  const input = createInterface({ input: process.stdin, terminal: false });
  const quit = async () => {
    input.close();
    await sim.close();
    process.exit(0);
  };
  process.on('SIGINT', quit);
  process.on('SIGTERM', quit);
  // Ctrl-D at a terminal quits; a closed or empty stdin (running in the background) does not.
  input.on('close', () => {
    if (process.stdin.isTTY) void quit();
  });
  for await (const line of input) {
    const answer = await runConsoleCommand(line, sim);
    if (answer === 'quit') await quit();
    else if (answer) console.log(answer);
  }
} catch (error) {
  console.error(`board:sim: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
