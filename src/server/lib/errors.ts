/** Typed errors the services throw; the error-handler plugin turns them into `{ message }` answers. */
export class AppError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequestError extends AppError {
  constructor(message = 'Requête invalide') {
    super(400, message);
  }
}
export class UnauthorizedError extends AppError {
  constructor(message = 'Vous devez être connecté pour accéder à cette page') {
    super(401, message);
  }
}
export class PaymentRequiredError extends AppError {
  constructor(message = 'Un abonnement Premium est nécessaire.') {
    super(402, message);
  }
}
export class ForbiddenError extends AppError {
  constructor(message = "Vous n'avez pas les droits d'accès à cette page") {
    super(403, message);
  }
}
export class NotFoundError extends AppError {
  constructor(message = 'Ressource introuvable') {
    super(404, message);
  }
}
export class ConflictError extends AppError {
  constructor(message: string) {
    super(409, message);
  }
}
export class TooManyRequestsError extends AppError {
  constructor(message = 'Trop de requêtes. Veuillez réessayer dans quelques instants.') {
    super(429, message);
  }
}
