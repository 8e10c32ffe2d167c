import Typography from '@mui/material/Typography';
import { useDeferredValue, useEffect, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { ReviewRows } from './review-rows';

/**
 * The review step: what will be sent. It follows the form a moment after typing pauses (not on every keystroke), so
 * typing elsewhere in a long form stays fast even with every section open.
 */
export function ReviewList({ kind, name }: { kind: 'customer' | 'kyc' | 'partner'; /** Only this part of the form (the person being sent). */ name?: string }) {
  const { t } = useTranslation();
  const { watch, getValues } = useFormContext();
  const [values, setValues] = useState<unknown>(() => (name ? getValues(name) : getValues()));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const subscription = watch(() => {
      clearTimeout(timer);
      timer = setTimeout(() => setValues(name ? getValues(name) : getValues()), 250);
    });
    return () => {
      clearTimeout(timer);
      subscription.unsubscribe();
    };
  }, [watch, getValues, name]);
  const deferred = useDeferredValue(values);
  return (
    <>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t(`customers.review.${kind}Intro`)}
      </Typography>
      <ReviewRows values={deferred} />
    </>
  );
}
