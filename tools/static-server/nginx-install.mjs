// @ts-check
// Where Debian puts nginx and its brotli modules. Free of dependencies: scripts/setup.mjs reads it
// before any npm package is installed.
export const NGINX_PATH = '/usr/sbin/nginx';
/** Debian's brotli modules for nginx: compression on the fly and precompressed `.br` files. */
export const NGINX_BROTLI_MODULES = [
  '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so',
  '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
];
