/** Strings of the profile feature (/profile). */
export const profileText = {
  title: 'Mon profil',
  metaDescription:
    'Modifiez votre photo, vos coordonnées, votre profession et votre présentation sur Maktabi.',
  intro:
    "Ces informations sont visibles par les hôtes et l'équipe Maktabi lors de vos réservations.",
  introHost:
    "Ces informations sont visibles par les locataires de vos espaces et l'équipe Maktabi.",
  // Photo
  photoLegend: 'Photo de profil',
  photoAlt: 'Photo de profil : {name}',
  photoPreviewAlt: 'Aperçu de votre nouvelle photo de profil',
  photoNone: 'Aucune photo',
  changePhoto: 'Changer la photo',
  photoHint: "JPEG, PNG ou WebP. La photo est redimensionnée avant l'envoi.",
  photoSelected: 'Nouvelle photo sélectionnée : elle sera enregistrée avec le profil.',
  photoNotImage:
    "Ce fichier n'est pas une image. Choisissez une photo au format JPEG, PNG ou WebP.",
  /** The chosen file could not be decoded (damaged, or not what its type says). */
  photoUnreadable:
    "Cette photo n'a pas pu être lue (fichier illisible ou endommagé). Choisissez-en une autre.",
  removeNewPhoto: 'Garder la photo actuelle',
  photoUploadFailed:
    "L'envoi de la photo a échoué. Vos modifications sont conservées, veuillez réessayer.",
  // Fields
  personalLegend: 'Informations personnelles',
  phone: 'Téléphone',
  phonePlaceholder: '+212 6 XX XX XX XX',
  profession: 'Profession',
  professionPlaceholder: 'Ex. : consultante, développeur, architecte…',
  bio: 'Présentation',
  bioPlaceholder: 'Quelques mots sur vous et votre activité',
  /** "164 / 500", like the other counters (messages, reviews) */
  bioCounter: '{n} / {max}',
  optional: '(facultatif)',
  // Read-only
  accountLegend: 'Compte',
  accountHint: 'Ces informations ne peuvent pas être modifiées.',
  role: 'Rôle',
  email: 'E-mail',
  uid: 'Identifiant',
  // Validation (spec §5)
  firstNameRequired: 'Prénom requis',
  lastNameRequired: 'Nom requis',
  bioMax: 'Maximum {max} caractères',
  nameMax: 'Maximum {max} caractères',
  phoneMax: 'Maximum {max} caractères',
  phoneInvalid: 'Numéro marocain attendu, par exemple +212 6 12 34 56 78 ou 06 12 34 56 78',
  professionMax: 'Maximum {max} caractères',
  fullNameMax: 'Prénom et nom : {max} caractères maximum au total',
  // Actions
  save: 'Enregistrer',
  saving: 'Enregistrement…',
  cancel: 'Annuler',
  saved: 'Profil mis à jour avec succès !',
  // What leaving with unsaved changes loses (src/components/LeaveGuardDialog.tsx)
  leaveBody: 'Les modifications de votre profil seront perdues.',
  saveFailed:
    'La mise à jour du profil a échoué. Vos modifications sont conservées, veuillez réessayer.',
  loadFailed: 'Impossible de charger votre profil.',
  // Password (features/profile/PasswordForm.tsx)
  passwordTitle: 'Mot de passe',
  passwordIntro: "Pour choisir un nouveau mot de passe, saisissez d'abord celui que vous utilisez.",
  passwordGoogle:
    'Vous vous connectez avec Google : votre mot de passe se gère dans votre compte Google.',
  currentPassword: 'Mot de passe actuel',
  newPassword: 'Nouveau mot de passe',
  confirmNewPassword: 'Confirmer le nouveau mot de passe',
  changePassword: 'Changer le mot de passe',
  changingPassword: 'Modification…',
  passwordChanged: 'Mot de passe modifié avec succès !',
  currentPasswordWrong: 'Mot de passe actuel incorrect',
  passwordChangeFailed:
    "La modification du mot de passe a échoué. Rien n'a changé, veuillez réessayer.",
} as const;
