import Typography from '@mui/material/Typography';
import { useCallback, useDeferredValue, useEffect, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { ReviewRows } from './review-rows';

interface ReviewListProps<V> {
  kind: 'customer' | 'kyc' | 'partner';
  /** Only this part of the form (the person being sent). */
  name?: string;
  /**
   * What the form's values become when sent: the review lists that, not the form, so a default the request leaves
   * out (an unticked box of a section not sent, a document kind without its number) is not shown as if it were sent.
   * It also makes a new object for each change: the form's own object is changed in place, and the memoised rows
   * would not see the change.
   */
  toBody: (values: V) => unknown;
}

/**
 * The review step: what will be sent. It follows the form a moment after typing pauses (not on every keystroke), so
 * typing elsewhere in a long form stays fast even with every section open.
 */
export function ReviewList<V>({ kind, name, toBody }: ReviewListProps<V>) {
  const { t } = useTranslation();
  const { watch, getValues } = useFormContext();
  const read = useCallback(() => {
    const values = (name ? getValues(name) : getValues()) as V;
    return toBody(values);
  }, [getValues, name, toBody]);
  const [values, setValues] = useState<unknown>(read);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const subscription = watch(() => {
      clearTimeout(timer);
      timer = setTimeout(() => setValues(read()), 250);
    });
    return () => {
      clearTimeout(timer);
      subscription.unsubscribe();
    };
  }, [watch, read]);
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
