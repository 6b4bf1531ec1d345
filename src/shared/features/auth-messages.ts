/** The authentication texts, apart from the zod schemas so the first page load can carry them. */
export const authMessages = {
  invalidCredentials: 'Identifiants invalides',
  usernameTaken: "Ce nom d'utilisateur est déjà utilisé",
  emailTaken: 'Cette adresse email est déjà utilisée',
  tooManyAttempts: 'Trop de tentatives de connexion. Veuillez réessayer dans quelques minutes.',
  loginRequired: 'Vous devez être connecté pour accéder à cette page',
  accessDenied: "Vous n'avez pas les droits d'accès à cette page",
  googleUnavailable: "La connexion avec Google n'est pas disponible pour le moment.",
  googleFailed: 'La connexion avec Google a échoué. Veuillez réessayer.',
  googleEmailUnverified: "Votre adresse e-mail Google n'est pas vérifiée.",
  googleLinkRequired:
    'Un compte existe déjà avec cette adresse. Connectez-vous avec votre mot de passe, puis liez Google depuis votre profil.',
  googleSubjectConflict:
    'Un compte existe déjà avec cette adresse et il est lié à un autre compte Google. Connectez-vous avec ce compte Google ou avec votre mot de passe.',
  googleLinkLogin: "Connectez-vous d'abord pour lier votre compte Google.",
  googleLinked: 'Votre compte Google est lié : vous pouvez désormais vous connecter avec Google.',
  googleLinkTaken: 'Ce compte Google est déjà lié à un autre compte Sophia.',
  googleLinkOther: 'Votre compte est déjà lié à un autre compte Google.',
} as const;
