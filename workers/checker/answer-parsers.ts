/**
 * The checker's parsers of an answer rule's JSON-string fields, handed to the rule-list contract
 * (`answerRulesSchema` in api/contracts/admin-answers.ts) by the server and the admin's rule editor alike,
 * so a rule either accepts is one the checker understands. `voidTag` is no parser but the checker's word on which
 * elements never hold text (a rule asking one for its text could never pass), for the same reason: one list.
 */
import { behaviourSyntaxError } from './behaviour-syntax';
import { parseProperties, selectorKey } from './rules/css';
import { parseAttributeSpec, voidElementTag } from './rules/html';

export const answerParsers = {
  attributes: parseAttributeSpec,
  selectors: selectorKey,
  properties: parseProperties,
  voidTag: voidElementTag,
  behaviourSyntax: behaviourSyntaxError,
};
