import { useState } from 'react';
import { Box } from '@mantine/core';
import { HEX_COLOR_PATTERN } from '@sitehours/contract/rules';
import type { StoredCompany } from '@/app/session/company';
import { resolveLogoUrl } from '@/app/session/session-model';
import classes from './companies.module.css';

/**
 * A company's logo, else a round mark of its colour, beside its name: decorative (the name
 * beside it says which company it is).
 */
export function CompanyMark({ company, size }: { company: StoredCompany; size: number }) {
  const logo = resolveLogoUrl(company.logo_url);
  const [failed, setFailed] = useState<string | null>(null);
  if (logo && failed !== logo) {
    return (
      <img
        src={logo}
        alt=""
        width={size * 2}
        height={size}
        className={classes.logo}
        onError={() => setFailed(logo)}
      />
    );
  }
  const colour =
    company.primary_color && HEX_COLOR_PATTERN.test(company.primary_color)
      ? company.primary_color
      : 'var(--mantine-color-gray-5)';
  return (
    <Box
      aria-hidden
      className={classes.swatch}
      w={size}
      h={size}
      style={{ backgroundColor: colour }}
    />
  );
}
