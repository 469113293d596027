/**
 * Excluded IPs of a website: one per line, each an IPv4 or IPv6 address, optionally a CIDR
 * range (`10.0.0.0/8`, `2001:db8::/32`). Checked before sending so the error points at the line.
 */

const IPV4_OCTET = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;
const IPV6_GROUP = /^[0-9a-f]{1,4}$/i;

export function isIpv4(value: string): boolean {
  const octets = value.split('.');
  return octets.length === 4 && octets.every((octet) => IPV4_OCTET.test(octet));
}

export function isIpv6(value: string): boolean {
  const halves = value.split('::');
  if (halves.length > 2) return false;
  const groupsOf = (part: string) => (part === '' ? [] : part.split(':'));
  const head = groupsOf(halves[0] ?? '');
  const tail = halves.length === 2 ? groupsOf(halves[1] ?? '') : [];
  const groups = [...head, ...tail];
  let width = groups.length;
  // An embedded IPv4 address (::ffff:1.2.3.4) may end the address and counts as two groups.
  const last = groups.at(-1);
  if (last?.includes('.')) {
    if (!isIpv4(last)) return false;
    groups.pop();
    width += 1;
  }
  if (!groups.every((group) => IPV6_GROUP.test(group))) return false;
  return halves.length === 2 ? width <= 7 : width === 8;
}

/** An address, or an address/prefix range. */
export function isIpOrRange(value: string): boolean {
  const [address = '', prefix, extra] = value.split('/');
  if (extra !== undefined) return false;
  const v4 = isIpv4(address);
  if (!v4 && !isIpv6(address)) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (v4 ? 32 : 128);
}

export interface IpLinesResult {
  /** The valid entries, trimmed, blank lines dropped. */
  ips: string[];
  /** 1-based line numbers and the text of the lines that are not an IP or range. */
  invalid: { line: number; value: string }[];
}

export function parseIpLines(text: string): IpLinesResult {
  const result: IpLinesResult = { ips: [], invalid: [] };
  text.split(/\r?\n/).forEach((raw, index) => {
    const value = raw.trim();
    if (value === '') return;
    if (isIpOrRange(value)) result.ips.push(value);
    else result.invalid.push({ line: index + 1, value });
  });
  return result;
}
