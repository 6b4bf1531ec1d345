import { Check, X } from 'lucide-react';

import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { formatMonthly } from '@/features/subscription/subscription-format';

type Cell = boolean | string;

function Value({ value }: { value: Cell }) {
  if (typeof value === 'string') return <span>{value}</span>;
  return value ? (
    <span className="inline-flex items-center gap-1.5">
      <Check aria-hidden="true" className="size-4 text-success" />
      <span>Inclus</span>
    </span>
  ) : (
    <span className="inline-flex items-center gap-1.5 text-muted-foreground">
      <X aria-hidden="true" className="size-4" />
      <span>Non inclus</span>
    </span>
  );
}

/** SPEC §2: the feature comparison of the two plans, as a real table with its caption. */
export function PlanComparison({ amount }: { amount: number }) {
  const rows: { feature: string; basic: Cell; premium: Cell }[] = [
    { feature: 'Ressources et bibliothèque', basic: true, premium: true },
    { feature: 'Forum communautaire', basic: true, premium: true },
    { feature: 'Quiz, points et badges', basic: true, premium: true },
    { feature: 'Assistant IA Sophia', basic: "1 conversation d'essai", premium: 'Illimité' },
    { feature: 'Historique des conversations', basic: false, premium: true },
    { feature: 'Prix', basic: 'Gratuit', premium: `${formatMonthly(amount)}, TVA incluse` },
  ];

  return (
    <section aria-labelledby="plan-comparison-title" className="grid gap-4">
      <h2 id="plan-comparison-title" className="text-2xl font-semibold tracking-tight">
        Comparer les formules
      </h2>
      <div className="rounded-xl border bg-card">
        <Table>
          <TableCaption className="sr-only">
            Comparaison des fonctionnalités des formules Basic et Premium
          </TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead scope="col" className="px-4">
                Fonctionnalité
              </TableHead>
              <TableHead scope="col" className="px-4">
                Basic
              </TableHead>
              <TableHead scope="col" className="px-4">
                Premium
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.feature}>
                <TableHead scope="row" className="h-auto px-4 py-3 font-medium whitespace-normal">
                  {row.feature}
                </TableHead>
                <TableCell className="px-4 py-3 whitespace-normal">
                  <Value value={row.basic} />
                </TableCell>
                <TableCell className="px-4 py-3 whitespace-normal">
                  <Value value={row.premium} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </section>
  );
}
