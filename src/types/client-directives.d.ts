// The project's own hydration directive (src/directives/after-load.ts, registered in astro.config.ts).
declare global {
  namespace Astro {
    interface ClientDirectives {
      'client:afterload'?: boolean;
    }
  }
}
export {};
