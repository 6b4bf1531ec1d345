// @nlpjs/lang-fr ships no types: the two classes the card search uses.
declare module '@nlpjs/lang-fr' {
  export class StemmerFr {
    stemWord(word: string): string;
  }
  export class StopwordsFr {
    isStopword(word: string): boolean;
  }
}
