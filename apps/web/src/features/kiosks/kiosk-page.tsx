import {
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import {
  Alert,
  Box,
  Button,
  Container,
  FileButton,
  Group,
  Image,
  Loader,
  PasswordInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCamera, IconSearch, IconWifiOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DAY_QUESTION_TEXTS, type PunchKind } from '@sitehours/contract/rules';
import type { KioskInfo, KioskWorkerState } from '@sitehours/contract/schemas';
import { ApiError, type ShownMessage } from '@/app/errors/api-error';
import { useTranslateMessage } from '@/app/i18n/translate-message';
import { ErrorAlert } from '@/components/feedback-alerts';
import { kioskApi, kioskQueue, kioskStore } from './api/kiosk-device';
import {
  credentialFromHash,
  isoWithOffset,
  kioskActions,
  matchingWorkers,
  newClientId,
  type KioskQueuedPunch,
} from './kiosk-queue-rules';
import { photoDataUrl } from './kiosk-photo';

interface Worker {
  userId: string;
  name: string;
}

type Step =
  | { kind: 'names' }
  | { kind: 'pin'; worker: Worker }
  | { kind: 'actions'; worker: Worker; pin: string; state: KioskWorkerState | null }
  | { kind: 'sign'; worker: Worker; pin: string; date: string }
  | { kind: 'done'; worker: Worker; punch: PunchKind; kept: boolean; signed: boolean };

/** Back to the names after a punch (the next worker), and after a turn left idle. */
const DONE_MS = 4_000;
const IDLE_MS = 60_000;
const SYNC_EVERY_MS = 30_000;

const timeOf = (iso: string, lang: string) =>
  new Date(iso).toLocaleTimeString(lang, { hour: '2-digit', minute: '2-digit' });
const todayOnTablet = () => isoWithOffset(new Date()).slice(0, 10);

/** /kiosk — a site's shared tablet: workers pick their name, enter their PIN and punch. */
/** The set-up link carries the credential after '#': kept on the tablet, gone from the address. */
function credentialOfLink(): string | null {
  const fromLink = credentialFromHash(window.location.hash);
  if (fromLink) {
    kioskStore.setCredential(fromLink);
    window.history.replaceState(null, '', window.location.pathname);
  }
  return kioskStore.credential();
}

export function KioskPage() {
  const [credential, setCredential] = useState<string | null>(credentialOfLink);
  // The link opened on the kiosk's own page changes only the address's '#'.
  useEffect(() => {
    const read = () => setCredential(credentialOfLink());
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, []);
  return (
    <Container size="md" py="md" px="sm">
      {credential ? (
        <KioskScreen
          credential={credential}
          onForget={() => {
            kioskStore.forget();
            setCredential(null);
          }}
        />
      ) : (
        <NotSetUp />
      )}
    </Container>
  );
}

function NotSetUp() {
  const { t } = useTranslation('kiosks');
  return (
    <Stack component="main" gap="md" mt="xl">
      <Title order={1}>{t('kiosk.notSetUp.title')}</Title>
      <Text>{t('kiosk.notSetUp.body')}</Text>
    </Stack>
  );
}

function useOnline() {
  return useSyncExternalStore(
    (listener) => {
      window.addEventListener('online', listener);
      window.addEventListener('offline', listener);
      return () => {
        window.removeEventListener('online', listener);
        window.removeEventListener('offline', listener);
      };
    },
    () => navigator.onLine,
  );
}

function KioskScreen({ credential, onForget }: { credential: string; onForget: () => void }) {
  const { t } = useTranslation('kiosks');
  const online = useOnline();
  const queue = useSyncExternalStore(kioskQueue.subscribe, kioskQueue.snapshot);
  const [step, setStep] = useState<Step>({ kind: 'names' });
  const [lastTouch, setLastTouch] = useState(() => Date.now());
  const info = useQuery({
    queryKey: ['kiosk-device', credential],
    queryFn: async () => {
      const read = await kioskApi.info(credential);
      kioskStore.keepInfo(read);
      return read;
    },
    // Offline, the kiosk goes on with its last reading.
    placeholderData: () => kioskStore.info() ?? undefined,
    refetchInterval: 5 * 60_000,
    retry: (count, error) => !(error instanceof ApiError && error.status === 401) && count < 2,
  });
  const invalid = info.error instanceof ApiError && info.error.status === 401;

  // What waits is sent when the tablet is back online, and every half minute.
  useEffect(() => {
    if (!online) return;
    void kioskQueue.sync(credential);
    const timer = window.setInterval(() => void kioskQueue.sync(credential), SYNC_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [online, credential]);

  // A turn left alone goes back to the names; a finished one after a few seconds.
  useEffect(() => {
    if (step.kind === 'names') return;
    const wait = step.kind === 'done' ? DONE_MS : IDLE_MS;
    const timer = window.setTimeout(() => setStep({ kind: 'names' }), wait);
    return () => window.clearTimeout(timer);
  }, [step, lastTouch]);
  const touch = useCallback(() => setLastTouch(Date.now()), []);

  if (invalid)
    return (
      <Stack component="main" gap="md" mt="xl">
        <Title order={1}>{t('kiosk.invalid.title')}</Title>
        <Text>{t('kiosk.invalid.body')}</Text>
        <Button variant="default" onClick={onForget} w="fit-content">
          {t('kiosk.back')}
        </Button>
      </Stack>
    );
  if (!info.data)
    return info.isError ? (
      <Stack component="main" gap="md" mt="xl">
        <Title order={1}>{t('kiosk.title')}</Title>
        <ErrorAlert onRetry={() => void info.refetch()} retrying={info.isFetching}>
          {t('kiosk.loadFailed')}
        </ErrorAlert>
      </Stack>
    ) : (
      <Group component="main" justify="center" py="xl" role="status">
        <Loader aria-hidden />
        <Text>{t('kiosk.loading')}</Text>
      </Group>
    );

  const kiosk = info.data;
  return (
    <Stack component="main" gap="md" onPointerDown={touch} onKeyDown={touch}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Stack gap={0}>
          <Title order={1} size="h2">
            {kiosk.kioskName}
          </Title>
          <Text c="dimmed" size="sm">
            {kiosk.companyName} · {kiosk.jobName}
          </Text>
        </Stack>
      </Group>
      <QueueStatus online={online} queue={queue} />
      {step.kind === 'names' ? (
        <NamePicker workers={kiosk.workers} onPick={(worker) => setStep({ kind: 'pin', worker })} />
      ) : step.kind === 'pin' ? (
        <PinPad
          key={step.worker.userId}
          credential={credential}
          worker={step.worker}
          online={online}
          onBack={() => setStep({ kind: 'names' })}
          onAccepted={(pin, state) => setStep({ kind: 'actions', worker: step.worker, pin, state })}
        />
      ) : step.kind === 'actions' ? (
        <PunchActions
          credential={credential}
          kiosk={kiosk}
          worker={step.worker}
          pin={step.pin}
          state={step.state}
          onBack={() => setStep({ kind: 'names' })}
          onPunched={(punch, kept) =>
            punch === 'out' && !kept && kiosk.questions.length > 0
              ? setStep({
                  kind: 'sign',
                  worker: step.worker,
                  pin: step.pin,
                  date: step.state?.workDate ?? todayOnTablet(),
                })
              : setStep({ kind: 'done', worker: step.worker, punch, kept, signed: false })
          }
        />
      ) : step.kind === 'sign' ? (
        <SignDay
          credential={credential}
          kiosk={kiosk}
          worker={step.worker}
          pin={step.pin}
          date={step.date}
          onDone={(signed) =>
            setStep({ kind: 'done', worker: step.worker, punch: 'out', kept: false, signed })
          }
        />
      ) : (
        <Done step={step} onNext={() => setStep({ kind: 'names' })} />
      )}
    </Stack>
  );
}

function QueueStatus({ online, queue }: { online: boolean; queue: readonly KioskQueuedPunch[] }) {
  const { t } = useTranslation('kiosks');
  const tm = useTranslateMessage();
  const waiting = queue.filter((p) => p.status === 'queued').length;
  const refused = queue.filter((p) => p.status === 'refused');
  return (
    <>
      {!online ? (
        <Alert color="yellow" icon={<IconWifiOff size={18} aria-hidden />} role="status">
          {t('kiosk.offline')}
        </Alert>
      ) : null}
      {waiting > 0 ? (
        <Text size="sm" role="status">
          {t('kiosk.waiting', { count: waiting })}
        </Text>
      ) : null}
      {refused.map((p) => {
        const punch = t(`kind.${p.kind}`);
        return (
          <Alert key={p.clientId} color="red" role="alert">
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Text size="sm">
                {t('kiosk.refused', { name: p.name, punch })} {p.error ? tm(p.error) : null}
              </Text>
              <Button
                size="sm"
                variant="light"
                color="red"
                aria-label={t('kiosk.refusedSeenLabel', { name: p.name, punch })}
                onClick={() => kioskQueue.dismiss(p.clientId)}
              >
                {t('kiosk.refusedSeen')}
              </Button>
            </Group>
          </Alert>
        );
      })}
    </>
  );
}

function NamePicker(props: { workers: KioskInfo['workers']; onPick: (worker: Worker) => void }) {
  const { t } = useTranslation('kiosks');
  const [typed, setTyped] = useState('');
  const shown = matchingWorkers(props.workers, typed);
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('kiosk.pickName')}
      </Title>
      <TextInput
        label={t('kiosk.search')}
        leftSection={<IconSearch size={18} aria-hidden />}
        value={typed}
        onChange={(e) => setTyped(e.currentTarget.value)}
        size="lg"
        type="search"
        autoComplete="off"
      />
      {props.workers.length === 0 ? (
        <Text c="dimmed" role="status">
          {t('kiosk.noWorkers')}
        </Text>
      ) : shown.length === 0 ? (
        <Text c="dimmed" role="status">
          {t('kiosk.noMatch')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" component="ul" p={0} m={0}>
          {shown.map((w) => (
            <Box component="li" key={w.userId} style={{ listStyle: 'none' }}>
              <Button
                fullWidth
                size="xl"
                variant="default"
                h={72}
                styles={{ label: { whiteSpace: 'normal' } }}
                onClick={() => props.onPick(w)}
              >
                {w.name}
              </Button>
            </Box>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];

function PinPad(props: {
  credential: string;
  worker: Worker;
  online: boolean;
  onBack: () => void;
  onAccepted: (pin: string, state: KioskWorkerState | null) => void;
}) {
  const { t } = useTranslation('kiosks');
  const tm = useTranslateMessage();
  const [pin, setPin] = useState('');
  const [error, setError] = useState<ShownMessage | null>(null);
  const [checking, setChecking] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const add = (digit: string) => {
    setError(null);
    setPin((p) => (p.length < 6 ? p + digit : p));
  };
  const submit = async () => {
    if (!/^\d{4,6}$/.test(pin)) {
      setError('pinFormat');
      return;
    }
    setChecking(true);
    try {
      props.onAccepted(pin, await kioskApi.state(props.credential, props.worker.userId, pin));
    } catch (err) {
      if (err instanceof ApiError && (err.isNetworkError || err.status >= 500)) {
        // Offline: the PIN is checked when the punch is sent.
        props.onAccepted(pin, null);
        return;
      }
      setPin('');
      setError(
        err instanceof ApiError
          ? (err.fieldErrors[0]?.msg ?? err.serverMessage ?? 'invalidRequest')
          : 'invalidRequest',
      );
      setChecking(false);
      input.current?.focus();
    }
  };
  return (
    <Stack gap="sm" maw={420} w="100%" mx="auto">
      <Title order={2} size="h3">
        {t('kiosk.pin.title', { name: props.worker.name })}
      </Title>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <PasswordInput
            ref={input}
            label={t('kiosk.pin.label')}
            value={pin}
            onChange={(e) => {
              setError(null);
              setPin(e.currentTarget.value.replace(/\D/g, '').slice(0, 6));
            }}
            inputMode="numeric"
            autoComplete="off"
            size="xl"
            error={error ? tm(error) : undefined}
            data-autofocus
            autoFocus
          />
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('kiosk.pin.entered', { count: pin.length })}
          </Text>
          <SimpleGrid cols={3} spacing="xs">
            {KEYS.map((k) => (
              <PadKey key={k} onClick={() => add(k)}>
                {k}
              </PadKey>
            ))}
            <PadKey onClick={() => setPin('')} label={t('kiosk.pin.clear')}>
              {t('kiosk.pin.clear')}
            </PadKey>
            <PadKey onClick={() => add('0')}>0</PadKey>
            <PadKey onClick={() => setPin((p) => p.slice(0, -1))} label={t('kiosk.pin.delete')}>
              ⌫
            </PadKey>
          </SimpleGrid>
          <Button type="submit" size="xl" h={72} loading={checking}>
            {t('kiosk.pin.ok')}
          </Button>
          <Button variant="subtle" size="lg" onClick={props.onBack}>
            {t('kiosk.notYou')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}

function PadKey(props: { children: ReactNode; onClick: () => void; label?: string }) {
  return (
    <Button
      variant="default"
      size="xl"
      h={72}
      fz={28}
      aria-label={props.label}
      onClick={props.onClick}
    >
      {props.children}
    </Button>
  );
}

function PunchActions(props: {
  credential: string;
  kiosk: KioskInfo;
  worker: Worker;
  pin: string;
  state: KioskWorkerState | null;
  onBack: () => void;
  onPunched: (punch: PunchKind, kept: boolean) => void;
}) {
  const { t, i18n } = useTranslation('kiosks');
  const tm = useTranslateMessage();
  const { state, kiosk } = props;
  const actions = kioskActions(state?.state ?? null);
  const [switching, setSwitching] = useState(false);
  const [photo, setPhoto] = useState<string | null>(null);
  const [photoFailed, setPhotoFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ShownMessage | null>(null);

  const punch = async (kind: PunchKind, workTypeId: string | null = null) => {
    setBusy(true);
    setError(null);
    const clientId = newClientId();
    kioskQueue.add({
      clientId,
      userId: props.worker.userId,
      name: props.worker.name,
      pin: props.pin,
      kind,
      at: isoWithOffset(new Date()),
      workTypeId,
      photo,
    });
    await kioskQueue.sync(props.credential);
    const mine = kioskQueue.snapshot().find((p) => p.clientId === clientId);
    if (mine?.status === 'refused') {
      // Shown here, to the worker still at the tablet: it leaves the queue.
      kioskQueue.dismiss(clientId);
      setError(mine.error ?? 'invalidRequest');
      setBusy(false);
      return;
    }
    props.onPunched(kind, Boolean(mine));
  };

  const since = state?.since ? timeOf(state.since, i18n.language) : '';
  const stateText =
    state === null
      ? t('kiosk.state.unknown')
      : state.state === 'off'
        ? t('kiosk.state.off')
        : state.state === 'working'
          ? t('kiosk.state.working', { workType: state.workTypeName ?? '', time: since })
          : t('kiosk.state.meal', { time: since });
  const workTypeButtons = (kind: 'in' | 'switch') =>
    kiosk.workTypes.length === 0 ? (
      <Text c="dimmed">{t('kiosk.noWorkTypes')}</Text>
    ) : (
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {kiosk.workTypes
          .filter((w) => kind === 'in' || w.id !== state?.workTypeId)
          .map((w) => (
            <Button
              key={w.id}
              size="xl"
              h={72}
              disabled={busy}
              aria-label={`${t(`kind.${kind}`)}: ${w.name}`}
              styles={{ label: { whiteSpace: 'normal' } }}
              onClick={() => void punch(kind, w.id)}
            >
              {w.name}
            </Button>
          ))}
      </SimpleGrid>
    );

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {props.worker.name}
      </Title>
      <Text size="lg">{stateText}</Text>
      {error ? <ErrorAlert onClose={() => setError(null)}>{tm(error)}</ErrorAlert> : null}
      {kiosk.askPhoto ? (
        <Group gap="sm">
          <FileButton
            accept="image/*"
            capture="user"
            onChange={(file) => {
              setPhotoFailed(false);
              if (!file) return;
              photoDataUrl(file)
                .then(setPhoto)
                .catch(() => setPhotoFailed(true));
            }}
          >
            {(buttonProps) => (
              <Button
                {...buttonProps}
                variant="default"
                size="lg"
                leftSection={<IconCamera size={20} aria-hidden />}
              >
                {photo ? t('kiosk.photoTaken') : t('kiosk.photo')}
              </Button>
            )}
          </FileButton>
          {photo ? <Image src={photo} alt="" w={64} h={64} radius="sm" fit="cover" /> : null}
          {photoFailed ? (
            <Text c="red" size="sm" role="alert">
              {t('kiosk.photoFailed')}
            </Text>
          ) : null}
        </Group>
      ) : null}
      {actions.includes('in') ? (
        <Stack gap="xs">
          <Title order={3} size="h4">
            {t('kiosk.chooseWorkType')}
          </Title>
          {workTypeButtons('in')}
        </Stack>
      ) : null}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {actions
          .filter((k) => k !== 'in')
          .map((kind) =>
            kind === 'switch' ? (
              <Button
                key={kind}
                size="xl"
                h={72}
                variant={switching ? 'filled' : 'light'}
                aria-expanded={switching}
                disabled={busy}
                onClick={() => setSwitching((s) => !s)}
              >
                {t('kind.switch')}
              </Button>
            ) : (
              <Button
                key={kind}
                size="xl"
                h={72}
                color={kind === 'out' ? 'red' : undefined}
                variant={kind === 'out' ? 'filled' : 'light'}
                loading={busy}
                onClick={() => void punch(kind)}
              >
                {t(`kind.${kind}`)}
              </Button>
            ),
          )}
      </SimpleGrid>
      {switching ? (
        <Stack gap="xs">
          <Title order={3} size="h4">
            {t('kiosk.chooseWorkType')}
          </Title>
          {workTypeButtons('switch')}
        </Stack>
      ) : null}
      <Button variant="subtle" size="lg" onClick={props.onBack} disabled={busy}>
        {t('kiosk.notYou')}
      </Button>
    </Stack>
  );
}

function SignDay(props: {
  credential: string;
  kiosk: KioskInfo;
  worker: Worker;
  pin: string;
  date: string;
  onDone: (signed: boolean) => void;
}) {
  const { t } = useTranslation('kiosks');
  const tm = useTranslateMessage();
  const [answers, setAnswers] = useState<Record<string, boolean>>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ShownMessage | null>(null);
  const { questions } = props.kiosk;
  const sign = async () => {
    if (questions.some((q) => typeof answers[q.id] !== 'boolean')) {
      setError(t('kiosk.sign.unanswered'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await kioskApi.signOff(props.credential, {
        userId: props.worker.userId,
        pin: props.pin,
        date: props.date,
        status: 'signed',
        reason: null,
        answers,
      });
      props.onDone(true);
    } catch (err) {
      setBusy(false);
      setError(
        err instanceof ApiError && !err.isNetworkError
          ? (err.fieldErrors[0]?.msg ?? err.serverMessage ?? 'invalidRequest')
          : t('kiosk.sign.offline'),
      );
    }
  };
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('kiosk.sign.title')}
      </Title>
      <Text>{t('kiosk.sign.body')}</Text>
      {questions.map((q) => {
        const text = q.text ?? (q.kind === 'custom' ? '' : tm(DAY_QUESTION_TEXTS[q.kind]));
        const id = `kiosk-question-${q.id}`;
        return (
          <Stack key={q.id} gap={4} role="group" aria-labelledby={id}>
            <Text id={id} fw={600}>
              {text}
            </Text>
            <SegmentedControl
              size="lg"
              data={[
                { value: 'yes', label: t('kiosk.sign.yes') },
                { value: 'no', label: t('kiosk.sign.no') },
              ]}
              value={answers[q.id] === undefined ? '' : answers[q.id] ? 'yes' : 'no'}
              onChange={(v) => setAnswers((a) => ({ ...a, [q.id]: v === 'yes' }))}
            />
          </Stack>
        );
      })}
      {error ? <ErrorAlert onClose={() => setError(null)}>{tm(error)}</ErrorAlert> : null}
      <Group grow>
        <Button size="xl" h={72} variant="default" onClick={() => props.onDone(false)}>
          {t('kiosk.sign.skip')}
        </Button>
        <Button size="xl" h={72} loading={busy} onClick={() => void sign()}>
          {t('kiosk.sign.submit')}
        </Button>
      </Group>
    </Stack>
  );
}

function Done(props: { step: Extract<Step, { kind: 'done' }>; onNext: () => void }) {
  const { t } = useTranslation('kiosks');
  const { step } = props;
  return (
    <Stack gap="md" align="center" py="xl">
      <Alert color="green" w="100%" role="status">
        <Stack gap={4}>
          <Text size="xl" fw={700}>
            {t(`kiosk.done.${step.punch}`, { name: step.worker.name })}
          </Text>
          {step.signed ? <Text>{t('kiosk.sign.done')}</Text> : null}
          {step.kept ? <Text>{t('kiosk.done.kept')}</Text> : null}
        </Stack>
      </Alert>
      <Button size="xl" h={72} onClick={props.onNext}>
        {t('kiosk.next')}
      </Button>
    </Stack>
  );
}
