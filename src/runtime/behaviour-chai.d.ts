/** chai as a classic script's text (scripts/behaviour-chai.ts). */
declare module 'virtual:behaviour-chai' {
  const source: string;
  export default source;
}
