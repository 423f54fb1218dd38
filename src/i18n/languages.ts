// The language rules are plain data and functions in src/protocol, where the server reads them too
// (it announces the page's text files in the page's language: src/server/http/pageHtml.ts).
export * from '../protocol/languages';
