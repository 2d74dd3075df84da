import { useState } from 'react';
import { Link } from 'react-router';
import { UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { headerBrand } from './shell-layout';
import classes from './shell.module.css';

export interface HeaderBrandProps {
  productName: string;
  companyName: string;
  logo: string | null;
  isGlobalAdmin: boolean;
  inSupportSession: boolean;
}

/** Company logo, or the product name (global admin, no logo, or the image failed to load). */
export function HeaderBrand(props: HeaderBrandProps) {
  const { t } = useTranslation();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const brand = headerBrand({
    isGlobalAdmin: props.isGlobalAdmin,
    inSupportSession: props.inSupportSession,
    logo: props.logo,
    logoFailed: failedSrc !== null && failedSrc === props.logo,
  });
  return (
    <UnstyledButton
      component={Link}
      to="/"
      aria-label={t('shell.home', { product: props.productName })}
    >
      {brand.kind === 'logo' ? (
        <img
          src={brand.src}
          alt={props.companyName}
          width={160}
          height={40}
          className={classes.logo}
          onError={() => setFailedSrc(brand.src)}
        />
      ) : (
        <span className={classes.productName}>{props.productName}</span>
      )}
    </UnstyledButton>
  );
}
