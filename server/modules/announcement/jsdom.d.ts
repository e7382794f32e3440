/** The little of jsdom the server's HTML cleaner uses (jsdom ships no types; @types/jsdom is not installed). */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string);
    readonly window: object;
  }
}
