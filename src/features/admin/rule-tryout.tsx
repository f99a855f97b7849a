/**
 * "Coba aturan": runs a task's rules, as they stand in the form (saved or not), in the same browser checker
 * the student's practice uses, against the starter, the reference solution or a sample the author types.
 * Rules on `.php` pages are judged on what they render, as the gate judges them (src/runtime/check-workspace.ts).
 * It shows the student's own checklist and hints (src/runtime/rule-list.tsx), and a line for each side of
 * the publish gate (the starter must fail a rule, the solution must pass them all), so a save the server
 * would refuse shows up while the author edits.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState } from 'react';
import { answerRulesSchema } from '../../../api/contracts/admin-answers';
import { answerParsers } from '../../../workers/checker/answer-parsers';
import type { Answer, CheckFile, CheckReport } from '../../../workers/checker/api';
import { toCheckFiles, workspaceFromFiles } from '../../../workers/workspace/flatten';
import { checkWorkspace } from '../../runtime/check-workspace';
import { getCheckerClient } from '../../runtime/checker-client';
import { RuleList } from '../../runtime/rule-list';
import { Button } from '../../ui/button';
import { type RuleDraft, rulesWithDuplicateRows, toRule } from './answer-rule-draft';
import { type FileEntry, WorkspaceFilesEditor } from './workspace-files-editor';

type Sample = 'starter' | 'solution' | 'custom';
/** The starter and solution as the practice editor holds them, saved or not. */
export type EditedWorkspaces = { starter: FileEntry[]; solution: FileEntry[] };
type Reports = Partial<Record<Sample, CheckReport>>;

/** Waits this long after the last keystroke before checking again. */
const SETTLE_MS = 300;

/** The files the checker sees for a workspace as the form holds it: the same flattening the server applies. */
const checkFilesOf = (entries: FileEntry[]): CheckFile[] => toCheckFiles(workspaceFromFiles(entries));

const answerRules = answerRulesSchema(answerParsers);

/**
 * The rules as the server would store them, or the numbers of the rules it would refuse, or that the form refuses
 * to save: a run naming a field or variable twice would be tried with only the last (answer-rule-draft.ts).
 */
function parseRules(rules: RuleDraft[]): { answers: Answer[] } | { incomplete: number[] } {
  const parsed = answerRules.safeParse(rules.map(toRule));
  const duplicated = rulesWithDuplicateRows(rules);
  if (parsed.success && duplicated.length === 0) return { answers: parsed.data };
  const issues = parsed.success ? [] : parsed.error.issues.map((issue) => Number(issue.path[0]) + 1);
  const incomplete = new Set([...issues, ...duplicated]);
  return { incomplete: [...incomplete].filter(Number.isFinite).sort((a, b) => a - b) };
}

/** Checks each workspace against the rules once the input settles; stale answers are dropped. */
function useTryoutReports(answers: Answer[] | null, workspaces: Record<Sample, CheckFile[]>) {
  const [reports, setReports] = useState<Reports>({});
  const [failure, setFailure] = useState(false);
  useEffect(() => {
    if (!answers || answers.length === 0) {
      setReports({});
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      const samples = Object.entries(workspaces) as [Sample, CheckFile[]][];
      const client = getCheckerClient();
      Promise.all(
        samples.map(
          async ([sample, files]) =>
            [sample, await checkWorkspace(files, answers, { client, behaviour: true })] as const,
        ),
      )
        .then((done) => {
          if (!current) return;
          setReports(Object.fromEntries(done));
          setFailure(false);
        })
        .catch(() => {
          if (current) setFailure(true);
        });
    }, SETTLE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [answers, workspaces]);
  return { reports, failure };
}

function GateLine({
  sample,
  report,
  missing = false,
}: {
  sample: 'starter' | 'solution';
  report: CheckReport | undefined;
  /** An optional solution that was not given: the gate checks the starter only. */
  missing?: boolean;
}) {
  if (missing) {
    return (
      <li className="kk-tryout__gate">
        <Trans>Belum ada solusi acuan: saat disimpan hanya kode awal yang diperiksa.</Trans>
      </li>
    );
  }
  if (!report) return null;
  const failed = report.results.filter((r) => !r.passed).length;
  const total = report.results.length;
  if (sample === 'starter') {
    return report.passed ? (
      <li className="kk-tryout__gate is-bad">
        <Trans>Kode awal sudah lolos semua aturan: tugas ini akan ditolak saat disimpan.</Trans>
      </li>
    ) : (
      <li className="kk-tryout__gate is-good">
        <Plural value={total} other={`Kode awal gagal pada ${failed} dari # aturan, sesuai syarat.`} />
      </li>
    );
  }
  return report.passed ? (
    <li className="kk-tryout__gate is-good">
      <Trans>Solusi acuan lolos semua aturan, sesuai syarat.</Trans>
    </li>
  ) : (
    <li className="kk-tryout__gate is-bad">
      <Plural
        value={total}
        other={`Solusi acuan gagal pada ${failed} dari # aturan: tugas ini akan ditolak saat disimpan.`}
      />
    </li>
  );
}

type Props = {
  /** The task's rules as the form holds them. */
  rules: RuleDraft[];
  starter: FileEntry[];
  solution: FileEntry[];
  number: number;
  /** A project's solution is optional: without files there is none to hold to the rules. */
  solutionOptional?: boolean;
};

export function RuleTryout({ rules, starter, solution, number, solutionOptional = false }: Props) {
  const { t } = useLingui();
  const noSolution = solutionOptional && solution.length === 0;
  const [sample, setSample] = useState<Sample>(noSolution ? 'starter' : 'solution');
  // The sample starts as a copy of the starter when first chosen (the starter may still be loading before that).
  const [custom, setCustom] = useState<FileEntry[] | null>(null);
  const parsed = useMemo(() => parseRules(rules), [rules]);
  const answers = 'answers' in parsed ? parsed.answers : null;
  const workspaces = useMemo(
    () => ({
      starter: checkFilesOf(starter),
      solution: checkFilesOf(solution),
      custom: checkFilesOf(custom ?? starter),
    }),
    [starter, solution, custom],
  );
  const { reports, failure } = useTryoutReports(answers, workspaces);
  const choices: { value: Sample; label: string }[] = [
    { value: 'starter', label: t`Kode awal` },
    { value: 'solution', label: t`Solusi acuan` },
    { value: 'custom', label: t`Kode contoh` },
  ];

  return (
    <section className="kk-tryout" aria-label={t`Coba aturan tugas ${number}`}>
      <h4 className="kk-admin__rules-title">
        <Trans>Coba aturan</Trans>
      </h4>
      <p className="kk-admin__muted">
        <Trans>
          Aturan di atas dijalankan oleh pemeriksa yang sama dengan milik siswa, termasuk yang belum disimpan. Petunjuk
          di bawah adalah yang akan dibaca siswa.
        </Trans>
      </p>
      {'incomplete' in parsed ? (
        <p className="kk-admin__muted" role="status">
          <Trans>Lengkapi dulu aturan nomor {parsed.incomplete.join(', ')} agar bisa dicoba.</Trans>
        </p>
      ) : rules.length === 0 ? (
        <p className="kk-admin__muted">
          <Trans>Tambahkan aturan untuk mencobanya.</Trans>
        </p>
      ) : (
        <>
          <ul className="kk-tryout__gates" aria-live="polite">
            <GateLine sample="starter" report={reports.starter} />
            <GateLine sample="solution" report={reports.solution} missing={noSolution} />
          </ul>
          {failure ? (
            <p className="kk-field__error" role="alert">
              <Trans>Pemeriksa tidak merespons. Ubah kode atau aturan untuk mencoba lagi.</Trans>
            </p>
          ) : null}
          <fieldset className="kk-tryout__samples">
            <legend>
              <Trans>Kode yang diperiksa</Trans>
            </legend>
            {choices.map((choice) => (
              <label key={choice.value} className="kk-tryout__sample">
                <input
                  type="radio"
                  name={`tryout-${number}`}
                  value={choice.value}
                  checked={sample === choice.value}
                  onChange={() => {
                    setSample(choice.value);
                    if (choice.value === 'custom' && custom === null) setCustom(starter);
                  }}
                />
                {choice.label}
              </label>
            ))}
          </fieldset>
          <RuleList
            answers={answers ?? []}
            results={reports[sample]?.results ?? null}
            label={t`Hasil aturan pada ${choices.find((c) => c.value === sample)?.label ?? ''}`}
          />
          {sample === 'custom' ? (
            <>
              <WorkspaceFilesEditor
                title={t`Kode contoh`}
                field="sample"
                entries={custom ?? starter}
                onChange={setCustom}
                errors={{}}
              />
              <div className="kk-admin__file-actions">
                <Button type="button" size="sm" variant="outline" onClick={() => setCustom(starter)}>
                  <Trans>Mulai dari kode awal</Trans>
                </Button>
                <Button type="button" size="sm" variant="outline" onClick={() => setCustom(solution)}>
                  <Trans>Mulai dari solusi acuan</Trans>
                </Button>
              </div>
            </>
          ) : null}
        </>
      )}
    </section>
  );
}
