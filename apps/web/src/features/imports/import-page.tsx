import { Anchor, Stack } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/feedback-alerts';
import { PageHeader } from '@/components/page-header';
import { useImportDraft } from './api/imports';
import { ApplyStep } from './apply-step';
import { importStep } from './import-rules';
import { ImportSteps } from './import-steps';
import { useImportErrorText } from './import-texts';
import { LoadingPaper } from './loading-paper';
import { MappingStep } from './mapping-step';
import { PreviewStep } from './preview-step';
import { ResultStep } from './result-step';
import { StartStep } from './start-step';
import { useApplyImport } from './use-apply-import';

/**
 * /import: a company's staff, jobs, work types with their WC codes, or hours already worked,
 * brought in from a CSV or XLSX file (decision 0029): choose the file, map its columns, preview
 * each row's outcome, import the valid rows; then download the rejected ones, or undo the whole
 * import within a day. The import and its step live in the address (?import=, ?step=), so a
 * reload keeps them and Back returns to the step before.
 */
export function ImportPage() {
  const { t } = useTranslation('imports');
  const [params, setParams] = useSearchParams();
  const importId = params.get('import');

  const open = (id: string, step?: 'preview') =>
    setParams(step ? { import: id, step } : { import: id });
  const startOver = () => setParams({});

  return (
    <Stack gap={0}>
      <PageHeader title={t('page.title')} subtitle={t('page.subtitle')} />
      {importId ? (
        <ImportFlow
          key={importId}
          importId={importId}
          requested={params.get('step')}
          onStep={(step) => open(importId, step)}
          onStartOver={startOver}
        />
      ) : (
        <Stack gap="md">
          <ImportSteps current="start" />
          <StartStep onUploaded={(draft) => open(draft.id)} onOpen={(id) => open(id)} />
        </Stack>
      )}
    </Stack>
  );
}

/** An import opened: its step, as its status and the address say, while the apply calls run. */
function ImportFlow(props: {
  importId: string;
  requested: string | null;
  onStep: (step?: 'preview') => void;
  onStartOver: () => void;
}) {
  const { t } = useTranslation('imports');
  const errorText = useImportErrorText();
  const draft = useImportDraft(props.importId);
  const { run, start } = useApplyImport(props.importId);

  if (draft.isPending) return <LoadingPaper text={t('flow.loading')} />;
  if (draft.isError)
    return (
      <Stack gap="sm">
        <ErrorAlert onRetry={() => void draft.refetch()} retrying={draft.isFetching}>
          {errorText(draft.error)}
        </ErrorAlert>
        <Anchor component={Link} to="/import" size="sm">
          {t('flow.backToStart')}
        </Anchor>
      </Stack>
    );

  const running = run.phase === 'running' || run.phase === 'failed';
  const step = running ? 'apply' : importStep(draft.data.status, props.requested);
  let content;
  switch (step) {
    case 'map':
      content = (
        <MappingStep
          draft={draft.data}
          onPreview={() => props.onStep('preview')}
          onStartOver={props.onStartOver}
        />
      );
      break;
    case 'preview':
      content = (
        <PreviewStep
          draft={draft.data}
          onBack={() => props.onStep()}
          onImport={(summary) => void start(summary)}
        />
      );
      break;
    case 'apply':
      content = (
        <ApplyStep summary={draft.data} run={run} onContinue={(summary) => void start(summary)} />
      );
      break;
    case 'result':
      content = (
        <ResultStep
          summary={draft.data}
          justApplied={run.phase === 'done'}
          onAnother={props.onStartOver}
        />
      );
      break;
  }
  return (
    <Stack gap="md">
      <ImportSteps current={step} />
      {content}
    </Stack>
  );
}
