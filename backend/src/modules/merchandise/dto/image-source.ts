import { ValidateBy } from 'class-validator';

const NOT_HERE_OR_HTTPS = 'image src must be an https URL or a path on this site';

/** Characters of a URL path segment (RFC 3986 pchar); a query may add `/` and `?`. */
const SEGMENT = /^[A-Za-z0-9._~!$&'()*+,;=:@%-]+$/;
const QUERY = /^[A-Za-z0-9._~!$&'()*+,;=:@%/?-]*$/;

/** C0 and C1 controls, DEL, and white space of any kind. */
function hasControlOrSpace(source: string): boolean {
  return [...source].some((char) => {
    const code = char.codePointAt(0)!;
    return code <= 0x20 || (code >= 0x7f && code <= 0x9f) || /\s/u.test(char);
  });
}

function decoded(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

function pathProblem(source: string): string | undefined {
  const [path, ...query] = source.split('?');
  if (query.length > 0 && !QUERY.test(query.join('?'))) {
    return 'image src query may contain only URL characters';
  }
  const segments = path.slice(1).split('/');
  if (segments.some((segment) => segment === '')) {
    return 'image src path must not contain empty segments (//) or end with /';
  }
  if (!segments.every((segment) => SEGMENT.test(segment))) {
    return 'image src path may contain only letters, digits and URL path characters';
  }
  const names = segments.map(decoded);
  if (names.some((name) => name === undefined || name.includes('/') || name.includes('\\'))) {
    return 'image src path must not encode slashes, backslashes or invalid characters';
  }
  if (names.some((name) => name === '.' || name === '..')) {
    return 'image src path must not contain . or .. segments';
  }
  return undefined;
}

function httpsProblem(source: string): string | undefined {
  let url: URL;
  try {
    url = new URL(source);
  } catch {
    return 'image src must be a valid https URL';
  }
  if (url.protocol !== 'https:' || !url.hostname) return 'image src must be a valid https URL';
  if (url.username || url.password) return 'image src must not carry a user name or password';
  return undefined;
}

/**
 * Why a product image source is refused, or undefined: it must be an https URL, or a real path
 * on this site (a single leading `/`, no `.`/`..` or empty segments, no backslash, no control
 * characters). Anything else could point a shopper's browser at another site or a script.
 */
export function imageSourceProblem(source: string): string | undefined {
  if (hasControlOrSpace(source)) return 'image src must not contain spaces or control characters';
  if (source.includes('\\')) return 'image src must not contain backslashes';
  if (/^https:\/\//i.test(source)) return httpsProblem(source);
  if (source.startsWith('/') && !source.startsWith('//')) return pathProblem(source);
  return NOT_HERE_OR_HTTPS;
}

export const IsImageSource = () =>
  ValidateBy({
    name: 'isImageSource',
    validator: {
      validate: (value) => typeof value === 'string' && imageSourceProblem(value) === undefined,
      defaultMessage: (args) =>
        (typeof args?.value === 'string' && imageSourceProblem(args.value)) || NOT_HERE_OR_HTTPS,
    },
  });
