/** A cookie the page writes is Secure when the page came over HTTPS, like the server's cookies. */
export function secureFlag(): string {
  return typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
}
