/** The form of one exercise answer rule (docs/decisions/0004-data.md: HTML, CSS, JS, behaviour and File kinds). */
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import { isPhpPage } from '../../../workers/checker/php-pages';
import type { FieldErrors } from '../../api-client';
import { Button } from '../../ui/button';
import { Select } from '../../ui/select';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toast';
import {
  blankRule,
  type RenderDraft,
  RULE_KINDS,
  type RuleDraft,
  type RuleKind,
  rulesWithDuplicateRows,
  rulesWithTextOnVoid,
  str,
  textOnVoidElement,
} from './answer-rule-draft';
import { BehaviourTestField } from './behaviour-test-field';
import { PageRenderFields } from './page-render-fields';
import { TextAreaField } from './text-area-field';

type Props = {
  rule: RuleDraft;
  index: number;
  onChange: (rule: RuleDraft) => void;
  onRemove: () => void;
  /** Errors of the whole task form; this rule's sit under `<prefix>.<field>` and `<prefix>`. */
  errors: FieldErrors;
  prefix: string;
  /** The workspace holds `.php` pages: an HTML rule offers how its page is run even before it names one. */
  php?: boolean;
};

/** The name of each rule kind, as the rule legends and the new-rule select show it. */
export function useRuleKindLabel(): Record<RuleKind, string> {
  const { t } = useLingui();
  return {
    html: 'HTML',
    css: 'CSS',
    js: 'JavaScript',
    behaviour: t`Perilaku (tes JavaScript)`,
    file: t`Berkas/folder`,
  };
}

/**
 * The check a rule list's form runs before it saves: a rule whose run names a posted field or a variable twice
 * would be saved with only the last of them (answer-rule-draft.ts `renderDuplicates`), and a rule asking a void
 * element for a text could never pass (`textOnVoidElement`), so the save is refused, with a toast as for a refused
 * save, and the focus goes to the first marked field. Answers whether the save may go on.
 */
export function useRuleSaveGuard(): (rules: RuleDraft[], form: HTMLFormElement) => boolean {
  const { t } = useLingui();
  return (rules, form) => {
    const repeated = rulesWithDuplicateRows(rules);
    const textless = rulesWithTextOnVoid(rules);
    if (repeated.length === 0 && textless.length === 0) return true;
    if (repeated.length > 0) {
      const list = repeated.join(', ');
      toast.error(
        t`Belum disimpan: aturan ${list} memakai nama yang sama dua kali di “Jalankan halaman dengan”. Perbaiki isian yang ditandai.`,
      );
    }
    if (textless.length > 0) {
      const list = textless.join(', ');
      toast.error(
        t`Belum disimpan: aturan ${list} meminta teks dari elemen yang tidak pernah berisi teks. Perbaiki isian yang ditandai.`,
      );
    }
    form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    return false;
  };
}

/** The fields of one rule, with its kind, its errors and a remove button. */
export function AnswerRuleFields({ rule, index, onChange, onRemove, errors, prefix, php = false }: Props) {
  const { t } = useLingui();
  const kindLabel = useRuleKindLabel();
  const set = (key: string, value: unknown) => onChange({ ...rule, [key]: value });
  const err = (field: string) => errors[`${prefix}.${field}`];
  const render = (rule.render ?? null) as RenderDraft | null;
  // A run applies to a rule on a .php page; one already stored stays in view so it can be read and cleared.
  const showRender = rule.kind === 'html' && (php || isPhpPage(str(rule.file).trim()) || render !== null);
  const renderError = Object.entries(errors).find(([key]) => key.startsWith(`${prefix}.render`))?.[1];
  // Marked as typed, before any save: the server would refuse it too (answerTextVoid).
  const voidTag = textOnVoidElement(rule);
  const quantity = (rule.quantity ?? null) as Record<string, unknown> | null;
  const qty = quantity ? str(quantity.qty) : '';
  const setQuantity = (key: string, value: string) => set('quantity', { ...(quantity ?? {}), [key]: value });
  const quantityField = (key: 'equalTo' | 'min' | 'max', label: string) => (
    <TextField
      label={label}
      inputMode="numeric"
      value={str(quantity?.[key])}
      onChange={(e) => setQuantity(key, e.target.value)}
      error={err(`quantity.${key}`)}
    />
  );

  return (
    <fieldset className="kk-admin__rule">
      <legend>
        <Trans>
          Aturan {index + 1}: {kindLabel[rule.kind]}
        </Trans>
      </legend>
      {errors[prefix] ? (
        <p className="kk-field__error" role="alert">
          {errors[prefix]}
        </p>
      ) : null}
      {errors[`${prefix}.kind`] ? (
        <p className="kk-field__error" role="alert">
          {errors[`${prefix}.kind`]}
        </p>
      ) : null}
      {rule.kind === 'html' ? (
        <div className="kk-admin__grid2">
          <TextField
            label={t`Tag`}
            value={str(rule.tag)}
            onChange={(e) => set('tag', e.target.value)}
            error={err('tag')}
          />
          <TextField
            label={t`Atribut (JSON)`}
            value={str(rule.attributes)}
            placeholder='{"class": ["judul"]}'
            onChange={(e) => set('attributes', e.target.value)}
            error={err('attributes')}
          />
          <label className="kk-admin__check">
            <input
              type="checkbox"
              checked={rule.closeTag === true}
              onChange={(e) => set('closeTag', e.target.checked)}
            />
            <Trans>Harus ada tag penutup</Trans>
          </label>
          <Select
            label={t`Jumlah`}
            value={qty}
            onChange={(e) =>
              e.target.value === ''
                ? onChange(Object.fromEntries(Object.entries(rule).filter(([k]) => k !== 'quantity')) as RuleDraft)
                : setQuantity('qty', e.target.value)
            }
            options={[
              { value: '', label: t`Minimal satu (bawaan)` },
              { value: 'equal', label: t`Sama dengan` },
              { value: 'min', label: t`Minimal` },
              { value: 'max', label: t`Maksimal` },
              { value: 'between', label: t`Antara` },
            ]}
            error={err('quantity.qty') ?? err('quantity')}
          />
          {qty === 'equal' ? quantityField('equalTo', t`Jumlah tepat`) : null}
          {qty === 'min' || qty === 'between' ? quantityField('min', t`Jumlah minimal`) : null}
          {qty === 'max' || qty === 'between' ? quantityField('max', t`Jumlah maksimal`) : null}
          <TextField
            label={t`Teks di dalam elemen (opsional)`}
            value={str(rule.text)}
            placeholder="Halo, Sari!"
            hint={t`Elemen harus menampilkan teks ini di dalamnya (boleh ada teks lain di sekitarnya; spasi dirapikan, huruf besar/kecil dibedakan). Dengan “Jalankan halaman dengan”, teks dari variabel diperiksa pada nilai lain.`}
            onChange={(e) => set('text', e.target.value)}
            error={
              voidTag
                ? t`<${voidTag}> tidak pernah berisi teks (elemen void), jadi teks ini tidak akan pernah lolos. Kosongkan isian ini; untuk isi sebuah <input>, minta atribut value di “Atribut (JSON)”.`
                : err('text')
            }
          />
        </div>
      ) : null}
      {rule.kind === 'css' ? (
        <div className="kk-admin__grid2">
          <TextAreaField
            label={t`Selektor (satu per baris)`}
            rows={2}
            value={(Array.isArray(rule.selector) ? rule.selector : []).map(str).join('\n')}
            onChange={(e) => set('selector', e.target.value.split('\n'))}
            error={err('selector')}
          />
          <TextAreaField
            label={t`Properti (JSON)`}
            rows={2}
            value={str(rule.properties)}
            placeholder='{"color": "red"}'
            onChange={(e) => set('properties', e.target.value)}
            error={err('properties')}
          />
        </div>
      ) : null}
      {rule.kind === 'js' ? (
        <TextAreaField
          label={t`Kode JavaScript yang harus ada`}
          rows={2}
          value={str(rule.jsAnswer)}
          onChange={(e) => set('jsAnswer', e.target.value)}
          error={err('jsAnswer')}
        />
      ) : null}
      {rule.kind === 'behaviour' ? (
        <>
          <BehaviourTestField
            docKey={`${prefix}.test`}
            value={str(rule.test)}
            onChange={(value) => set('test', value)}
            error={err('test')}
          />
          <div className="kk-admin__grid2">
            <TextField
              label={t`Pesan bila gagal (Indonesia, opsional)`}
              value={str((rule.message as Record<string, unknown> | undefined)?.id)}
              onChange={(e) => set('message', { ...(rule.message as object), id: e.target.value })}
              error={err('message.id')}
            />
            <TextField
              label={t`Pesan bila gagal (Inggris, opsional)`}
              value={str((rule.message as Record<string, unknown> | undefined)?.en)}
              onChange={(e) => set('message', { ...(rule.message as object), en: e.target.value })}
              error={err('message.en')}
            />
          </div>
        </>
      ) : null}
      {rule.kind === 'file' ? (
        <div className="kk-admin__grid2">
          <Select
            label={t`Jenis`}
            value={rule.belongsTo === 'file' ? 'file' : 'folder'}
            onChange={(e) => set('belongsTo', e.target.value)}
            options={[
              { value: 'file', label: t`Berkas` },
              { value: 'folder', label: t`Folder` },
            ]}
          />
          <TextField
            label={t`Folder induk`}
            value={str(rule.path)}
            placeholder="css"
            onChange={(e) => set('path', e.target.value)}
            error={err('path')}
          />
          <TextField
            label={t`Nama`}
            value={str(rule.name)}
            onChange={(e) => set('name', e.target.value)}
            error={err('name')}
          />
          {rule.belongsTo === 'file' ? (
            <TextField
              label={t`Ekstensi`}
              value={str(rule.ext)}
              placeholder="css"
              onChange={(e) => set('ext', e.target.value)}
              error={err('ext')}
            />
          ) : null}
        </div>
      ) : null}
      {rule.kind !== 'file' && rule.kind !== 'behaviour' ? (
        <TextField
          label={t`Hanya di berkas (opsional)`}
          value={str(rule.file)}
          placeholder={rule.kind === 'html' ? 'index.html' : rule.kind === 'css' ? 'css/style.css' : 'js/app.js'}
          onChange={(e) => set('file', e.target.value)}
          error={err('file')}
        />
      ) : null}
      {showRender ? (
        <PageRenderFields render={render} onChange={(next) => set('render', next)} error={renderError} />
      ) : null}
      <Button type="button" size="sm" variant="danger" onClick={onRemove}>
        <Trans>Hapus aturan {index + 1}</Trans>
      </Button>
    </fieldset>
  );
}

/**
 * The answer rules of a task or a project checklist: the list's own server message, each rule's fields and the
 * select and button that add a blank rule of the chosen kind.
 */
export function AnswerRuleList({
  title,
  empty,
  rules,
  onChange,
  errors,
  php,
}: {
  title: ReactNode;
  /** What is said while there is no rule yet. */
  empty: ReactNode;
  rules: RuleDraft[];
  onChange: (rules: RuleDraft[]) => void;
  errors: FieldErrors;
  php: boolean;
}) {
  const { t } = useLingui();
  const [newKind, setNewKind] = useState<RuleKind>('html');
  const kindLabel = useRuleKindLabel();
  return (
    <>
      <h4 className="kk-admin__rules-title">{title}</h4>
      {errors.answers ? (
        <p className="kk-field__error" role="alert">
          {errors.answers}
        </p>
      ) : null}
      {rules.length === 0 ? <p className="kk-admin__muted">{empty}</p> : null}
      {rules.map((rule, i) => (
        <AnswerRuleFields
          // biome-ignore lint/suspicious/noArrayIndexKey: rules have no id; they are edited in place
          key={i}
          rule={rule}
          index={i}
          prefix={`answers.${i}`}
          errors={errors}
          php={php}
          onChange={(next) => onChange(rules.map((r, j) => (j === i ? next : r)))}
          onRemove={() => onChange(rules.filter((_, j) => j !== i))}
        />
      ))}
      <div className="kk-admin__rule-add">
        <Select
          label={t`Jenis aturan baru`}
          value={newKind}
          onChange={(e) => setNewKind(e.target.value as RuleKind)}
          options={RULE_KINDS.map((k) => ({ value: k, label: kindLabel[k] }))}
        />
        <Button type="button" size="sm" variant="outline" onClick={() => onChange([...rules, blankRule(newKind)])}>
          <Trans>Tambah aturan</Trans>
        </Button>
      </div>
    </>
  );
}
