/**
 * Internationalized domain names as people read them: servers and URL parsers hold a
 * host in its ASCII form (`xn--bcher-kva.de`), which the pages listed and screen readers read
 * out as such. These turn the host, and only the host, back into Unicode for display; what is
 * copied, opened or sent stays the ASCII URL. The decoding is punycode.js's (RFC 3492), not ours.
 */
import { toUnicode } from 'punycode/';

/** `xn--bcher-kva.de:8080` -> `bücher.de:8080`; a label that does not decode stays as it was. */
export function unicodeHost(host: string): string {
  if (!host.toLowerCase().includes('xn--')) return host;
  return host
    .split('.')
    .map((label) => {
      if (!/^xn--/i.test(label)) return label;
      try {
        const decoded = toUnicode(label.toLowerCase().replace(/:.*$/, ''));
        return decoded === '' ? label : `${decoded}${label.slice(label.search(/:|$/))}`;
      } catch {
        return label;
      }
    })
    .join('.');
}

/** The URL with its host in Unicode (`https://bücher.de/a`); anything else unchanged. */
export function unicodeUrl(url: string): string {
  const match = /^([a-z][a-z\d+.-]*:\/\/(?:[^@/?#]*@)?)([^/?#]+)(.*)$/is.exec(url);
  if (!match) return url;
  const [, start = '', host = '', rest = ''] = match;
  return `${start}${unicodeHost(host)}${rest}`;
}
