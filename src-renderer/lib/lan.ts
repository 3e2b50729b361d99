/** How to start the host with LAN play on: a command, the same in every language. */
export const LAN_COMMAND = 'npm run serve -- --lan';
