/**
 * The checker's parsers of an answer rule's JSON-string fields, handed to the rule-list contract
 * (`answerRulesSchema` in api/contracts/admin-answers.ts) by the server and the admin's rule editor alike,
 * so a rule either accepts is one the checker understands.
 */
import { parseProperties, selectorKey } from './rules/css';
import { parseAttributeSpec } from './rules/html';

export const answerParsers = {
  attributes: parseAttributeSpec,
  selectors: selectorKey,
  properties: parseProperties,
};
