import type { LoadedIndex } from './load-index.ts';
import { allOf, anyOf, facetEquals, not, numericCompare, type NumericOperator, type RowTest } from './row-tests.ts';

/**
 * Compiles an Algolia `filters` expression into a row test. Supported: `attr:value`,
 * `attr:"quoted value"`, `attr:low TO high`, `attr <op> number` (<, <=, =, !=, >=, >),
 * `NOT`, `AND`, `OR` (AND binds tighter) and parentheses. Throws on a syntax error.
 */
export function compileFilterExpression(index: LoadedIndex, expression: string): RowTest {
  const tokens = tokenize(expression);
  let at = 0;
  const peek = (): Token | undefined => tokens[at];
  const next = (): Token => {
    const token = tokens[at++];
    if (token === undefined) throw new SyntaxError(`Unexpected end of filters: ${expression}`);
    return token;
  };
  const isWord = (token: Token | undefined, word: string): boolean => token?.kind === 'word' && token.text === word;

  function orExpression(): RowTest {
    const parts = [andExpression()];
    while (isWord(peek(), 'OR')) {
      at++;
      parts.push(andExpression());
    }
    return anyOf(parts);
  }
  function andExpression(): RowTest {
    const parts = [unary()];
    while (isWord(peek(), 'AND')) {
      at++;
      parts.push(unary());
    }
    return allOf(parts);
  }
  function unary(): RowTest {
    if (isWord(peek(), 'NOT')) {
      at++;
      return not(unary());
    }
    if (peek()?.kind === '(') {
      at++;
      const inner = orExpression();
      if (next().kind !== ')') throw new SyntaxError(`Missing ) in filters: ${expression}`);
      return inner;
    }
    return atom();
  }
  function atom(): RowTest {
    const attribute = next();
    if (attribute.kind !== 'word' && attribute.kind !== 'string')
      throw new SyntaxError(`Expected an attribute in filters: ${expression}`);
    const operator = next();
    if (operator.kind === ':') {
      const value = next();
      if (value.kind !== 'word' && value.kind !== 'string')
        throw new SyntaxError(`Expected a value in filters: ${expression}`);
      if (isWord(peek(), 'TO')) {
        at++;
        const high = Number(next().text);
        const low = Number(value.text);
        return allOf([
          numericCompare(index, attribute.text, '>=', low),
          numericCompare(index, attribute.text, '<=', high),
        ]);
      }
      return facetEquals(index, attribute.text, value.text);
    }
    if (operator.kind === 'op')
      return numericCompare(index, attribute.text, operator.text as NumericOperator, Number(next().text));
    throw new SyntaxError(`Expected : or a comparison after ${attribute.text} in filters: ${expression}`);
  }

  if (tokens.length === 0) return () => true;
  const test = orExpression();
  if (at !== tokens.length) throw new SyntaxError(`Unexpected ${tokens[at]?.text ?? ''} in filters: ${expression}`);
  return test;
}

interface Token {
  kind: 'word' | 'string' | 'op' | ':' | '(' | ')';
  text: string;
}

const TOKEN = /\s*(?:(\()|(\))|("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')|(<=|>=|!=|=|<|>)|(:)|([^\s():<>=!"']+))/y;

function tokenize(expression: string): Token[] {
  const tokens: Token[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < expression.length) {
    if (expression.slice(TOKEN.lastIndex).trim() === '') break;
    const match = TOKEN.exec(expression);
    if (match === null) throw new SyntaxError(`Cannot read filters at ${TOKEN.lastIndex}: ${expression}`);
    if (match[1] !== undefined) tokens.push({ kind: '(', text: '(' });
    else if (match[2] !== undefined) tokens.push({ kind: ')', text: ')' });
    else if (match[3] !== undefined)
      tokens.push({ kind: 'string', text: match[3].slice(1, -1).replace(/\\(.)/g, '$1') });
    else if (match[4] !== undefined) tokens.push({ kind: 'op', text: match[4] });
    else if (match[5] !== undefined) tokens.push({ kind: ':', text: ':' });
    else tokens.push({ kind: 'word', text: match[6] ?? '' });
  }
  return tokens;
}
