import { pointsTable } from '@shared/features/gamification';
import { Link } from 'react-router';

import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';

/** SPEC §9 "Points table shown to users", and the quiz's rule (once per quiz and per day). */
export function PointsTable() {
  return (
    <div className="grid gap-3">
      <Table>
        <TableCaption className="mt-0 mb-2 caption-top text-left">
          Points gagnés pour chaque action
        </TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead scope="col">Action</TableHead>
            <TableHead scope="col" className="text-right">
              Points
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {pointsTable.map((row) => (
            <TableRow key={row.label}>
              <TableCell className="whitespace-normal">{row.label}</TableCell>
              <TableCell className="text-right font-semibold tabular-nums">+{row.points}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <p className="text-sm text-pretty text-muted-foreground">
        <Link to="/quiz" className="font-medium text-primary underline underline-offset-4">
          Terminer un quiz
        </Link>{' '}
        rapporte les points de votre score, une seule fois par quiz et par jour.
      </p>
    </div>
  );
}
