import { useEffect, useRef, useState } from 'react';
import { Badge, Loader, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { INITIAL_ENTRY_STATE } from '@/app/guards/guard-subject';
import { postLoginDestination } from '@/app/guards/route-access';
import type { StoredCompany } from '@/app/session/company';
import { companyOptions, needsSwitch } from '@/app/session/company-choice';
import { useSession } from '@/app/session/session-context';
import { ErrorAlert } from '@/components/feedback-alerts';
import { PageHeader } from '@/components/page-header';
import { CompanyMark } from './company-mark';
import classes from './companies.module.css';

/**
 * Choose a company: a person who works for several companies says which one they work in now
 * (asked right after signing in), then goes on to where they were going. Leaving the screen any
 * other way keeps the company they are in.
 */
export function ChooseCompanyPage() {
  const { t } = useTranslation('companies');
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [opening, setOpening] = useState<string | null>(null);
  const [failed, setFailed] = useState<{ company: string; current: string } | null>(null);
  const heading = useRef<HTMLDivElement>(null);
  const destination = postLoginDestination(location.state);
  const { keepCompany } = session;

  useEffect(() => () => keepCompany(), [keepCompany]);
  // A new screen after signing in: the focus starts on its question.
  useEffect(() => heading.current?.focus(), []);

  const goOn = () => void navigate(destination, { replace: true, state: INITIAL_ENTRY_STATE });

  async function choose(company: StoredCompany) {
    if (opening) return;
    setFailed(null);
    if (!needsSwitch(company.id, session.company?.id)) {
      keepCompany();
      goOn();
      return;
    }
    setOpening(company.id);
    try {
      await session.switchCompany(company.id);
      goOn();
    } catch {
      setOpening(null);
      setFailed({ company: company.name, current: session.company?.name ?? '' });
    }
  }

  return (
    <Stack maw={560} gap="md">
      <div ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
        <PageHeader title={t('choose.heading')} subtitle={t('choose.intro')} />
      </div>
      {failed ? (
        <ErrorAlert onClose={() => setFailed(null)}>{t('switch.failed', failed)}</ErrorAlert>
      ) : null}
      <Stack component="ul" gap="sm" className={classes.list} aria-label={t('choose.listLabel')}>
        {companyOptions(session.companies, session.company?.id).map((company) => {
          const isOpening = opening === company.id;
          return (
            <li key={company.id}>
              <UnstyledButton
                className={classes.choice}
                onClick={() => void choose(company)}
                // Not disabled: the pressed button keeps the focus while the company opens.
                aria-disabled={opening !== null || undefined}
                aria-busy={isOpening || undefined}
              >
                <CompanyMark company={company} size={24} />
                <Text component="span" fw={600} className={classes.choiceName}>
                  {company.name}
                </Text>
                {company.current ? (
                  <Badge variant="light" color="gray" style={{ flex: 'none' }}>
                    {t('choose.current')}
                  </Badge>
                ) : null}
                {isOpening ? <Loader size="sm" aria-hidden /> : null}
              </UnstyledButton>
            </li>
          );
        })}
      </Stack>
      <VisuallyHidden role="status">
        {opening
          ? t('choose.opening', {
              company: session.companies.find((c) => c.id === opening)?.name ?? '',
            })
          : ''}
      </VisuallyHidden>
    </Stack>
  );
}
