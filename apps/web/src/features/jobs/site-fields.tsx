import { useState } from 'react';
import {
  Alert,
  Button,
  Fieldset,
  Group,
  SimpleGrid,
  Text,
  TextInput,
  type TextInputProps,
} from '@mantine/core';
import { IconAlertCircle, IconCurrentLocation, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SITE_RADIUS_MAX_M, SITE_RADIUS_MIN_M } from '@sitehours/contract/rules';
import {
  locationProblem,
  positionFields,
  siteFormValues,
  type JobFormValues,
  type LocationProblem,
} from './job-rules';

type SiteField = 'siteLatitude' | 'siteLongitude' | 'siteRadius';

/** How long the device may take to find its position before the reading counts as unavailable. */
const LOCATION_TIMEOUT_MS = 15_000;

/**
 * The job's site (clock in and out): latitude, longitude and radius in metres, typed or taken
 * from the device standing on site, and a way to clear it. Punches farther than the radius are
 * flagged for review, never refused. No map: the coordinates are the record.
 */
export function SiteFields(props: {
  values: Pick<JobFormValues, SiteField>;
  /** The field's value, handlers and (translated) error, from the job form. */
  inputProps: (field: SiteField) => TextInputProps;
  onChange: (values: Partial<Pick<JobFormValues, SiteField>>) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('jobs');
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<LocationProblem | null>(null);
  const hasSite =
    props.values.siteLatitude.trim() !== '' || props.values.siteLongitude.trim() !== '';

  const readLocation = () => {
    setProblem(null);
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) {
      setProblem(locationProblem(null));
      return;
    }
    setLocating(true);
    geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        props.onChange(positionFields(position.coords));
      },
      (error) => {
        setLocating(false);
        setProblem(locationProblem(error));
      },
      { enableHighAccuracy: true, timeout: LOCATION_TIMEOUT_MS, maximumAge: 0 },
    );
  };

  return (
    <Fieldset legend={t('site.title')} variant="unstyled" disabled={props.disabled}>
      <Text size="sm" c="dimmed" mb="sm">
        {t('site.description')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <TextInput
          label={t('site.latitude')}
          placeholder="37.804400"
          inputMode="decimal"
          autoComplete="off"
          {...props.inputProps('siteLatitude')}
        />
        <TextInput
          label={t('site.longitude')}
          placeholder="-122.271100"
          inputMode="decimal"
          autoComplete="off"
          {...props.inputProps('siteLongitude')}
        />
        <TextInput
          label={t('site.radius')}
          description={t('site.radiusRange', { min: SITE_RADIUS_MIN_M, max: SITE_RADIUS_MAX_M })}
          inputMode="numeric"
          autoComplete="off"
          {...props.inputProps('siteRadius')}
        />
      </SimpleGrid>
      {problem ? (
        <Alert
          mt="sm"
          color="red"
          icon={<IconAlertCircle size={18} aria-hidden />}
          role="alert"
          withCloseButton
          closeButtonLabel={t('site.dismiss')}
          onClose={() => setProblem(null)}
        >
          {t(problem)}
        </Alert>
      ) : null}
      <Group gap="sm" mt="sm">
        <Button
          variant="light"
          leftSection={<IconCurrentLocation size={16} aria-hidden />}
          loading={locating}
          onClick={readLocation}
        >
          {t('site.useLocation')}
        </Button>
        {hasSite ? (
          <Button
            variant="subtle"
            color="gray"
            leftSection={<IconX size={16} aria-hidden />}
            onClick={() => {
              setProblem(null);
              props.onChange(siteFormValues(null));
            }}
          >
            {t('site.clear')}
          </Button>
        ) : null}
      </Group>
    </Fieldset>
  );
}
