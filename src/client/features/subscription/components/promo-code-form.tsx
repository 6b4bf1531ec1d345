import type { PromoDiscount } from '@shared/features/subscription';
import { subscriptionMessages } from '@shared/features/subscription';
import { BadgeCheck, Loader2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { useVerifyPromoCode } from '@/features/subscription/api/verify-promo-code';
import { discountBadgeText, discountValueText } from '@/features/subscription/subscription-format';

/** A code the server said was valid, with its discount: the only one sent with the subscription. */
export type VerifiedPromo = { code: string; discount: PromoDiscount };

type Props = {
  verified: VerifiedPromo | null;
  onVerified: (promo: VerifiedPromo) => void;
};

/**
 * SPEC §4 promo code: unchecked, then valid or invalid after verification. Once valid, the field
 * and 'Vérifier' lock and a green badge shows the discount. The toasts are SPEC §8's.
 */
export function PromoCodeForm({ verified, onVerified }: Props) {
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();

  const verify = useVerifyPromoCode({
    onSuccess: (result, submitted) => {
      if (result.valid && result.discount) {
        setInvalid(null);
        onVerified({ code: submitted, discount: result.discount });
        toast({ title: 'Code promo valide !', description: discountValueText(result.discount) });
        return;
      }
      const message = result.message || subscriptionMessages.invalidPromo;
      setInvalid(message);
      toast({ variant: 'destructive', title: 'Code promo invalide', description: message });
    },
    onError: (error) => {
      // A 400 is the server refusing the code itself (empty, too long): it is an invalid code.
      if (error.status === 400 && error.serverMessage) {
        setInvalid(error.serverMessage);
        toast({ variant: 'destructive', title: 'Code promo invalide', description: error.serverMessage });
        return;
      }
      toast({ variant: 'destructive', title: 'Erreur', description: 'Impossible de vérifier le code promo' });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (verified || verify.isPending) return;
    const trimmed = code.trim();
    if (!trimmed) {
      toast({ variant: 'destructive', title: 'Erreur', description: subscriptionMessages.emptyPromo });
      return;
    }
    verify.mutate(trimmed);
  };

  const locked = verified !== null;
  const describedBy = [hintId, invalid && !locked ? errorId : null].filter(Boolean).join(' ');

  return (
    <form onSubmit={submit} noValidate className="grid gap-2">
      <Label htmlFor={inputId}>Code promo</Label>
      <div className="flex gap-2">
        <Input
          id={inputId}
          value={locked ? verified.code : code}
          onChange={(event) => {
            setCode(event.target.value);
            setInvalid(null);
          }}
          disabled={locked}
          readOnly={verify.isPending}
          maxLength={50}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={invalid !== null && !locked ? true : undefined}
          aria-describedby={describedBy}
          className="uppercase placeholder:normal-case"
          placeholder="Ex. LAUNCH20"
        />
        <Button type="submit" variant="outline" disabled={locked || code === '' || verify.isPending}>
          {verify.isPending ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
          Vérifier
        </Button>
      </div>
      {invalid && !locked ? (
        <p id={errorId} className="text-sm text-destructive">
          {invalid}
        </p>
      ) : null}
      {locked ? (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <Badge variant="success">
            <BadgeCheck aria-hidden="true" />
            {discountBadgeText(verified.discount)}
          </Badge>
          <span className="text-muted-foreground">Code {verified.code.toUpperCase()} appliqué</span>
        </p>
      ) : null}
      <p id={hintId} className="text-sm text-muted-foreground">
        Offre de lancement : avec le code <strong className="font-semibold text-foreground">LAUNCH20</strong>,
        profitez de {'20\u00a0%'} de réduction sur votre premier mois.
      </p>
    </form>
  );
}
