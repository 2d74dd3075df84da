import { List } from '@mantine/core';
import { IconDots, IconShare2, IconSquarePlus } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { PRODUCT_NAME } from '@sitehours/contract/rules';

const ICON_STYLE = { verticalAlign: 'text-bottom' } as const;

/** The three steps of adding the app to the Home Screen on iOS. */
export function IosSteps() {
  const { t } = useTranslation();
  return (
    <List spacing={6} size="sm" type="ordered">
      <List.Item>
        <Trans
          t={t}
          i18nKey="pwa.iosStep1"
          components={{
            share: <IconShare2 size={16} aria-hidden style={ICON_STYLE} />,
            more: <IconDots size={16} aria-hidden style={ICON_STYLE} />,
            b: <b />,
          }}
        />
      </List.Item>
      <List.Item>
        <Trans
          t={t}
          i18nKey="pwa.iosStep2"
          components={{
            add: <IconSquarePlus size={16} aria-hidden style={ICON_STYLE} />,
            b: <b />,
          }}
        />
      </List.Item>
      <List.Item>
        <Trans
          t={t}
          i18nKey="pwa.iosStep3"
          values={{ product: PRODUCT_NAME }}
          components={{ b: <b /> }}
        />
      </List.Item>
    </List>
  );
}
