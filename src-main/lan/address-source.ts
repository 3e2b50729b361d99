import { isIPv6 } from 'node:net';

/**
 * Where a LAN peer is, as a key for counting what it does across its connections: an IPv4 address
 * (also when written IPv4-mapped, `::ffff:a.b.c.d`), or an IPv6 address's /64 network. One device
 * may take any number of addresses in its /64 (privacy addresses), so counting exact IPv6
 * addresses would let it start afresh at will.
 */
export function sourceOf(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1]!;
  const bare = address.split('%')[0]!;
  if (!isIPv6(bare)) return address;
  const groups = (part: string) =>
    part === '' ? [] : part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]));
  const [head = '', tail] = bare.split('::');
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const all = [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${all
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
