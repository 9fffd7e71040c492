/** Text of /help: rendered by src/pages/static/StaticPage.tsx. */
import { privacyEmailLink } from './common';
import type { StaticPageContent } from './types';

export const helpContent: StaticPageContent = {
  title: "Centre d'aide",
  description:
    "Réponses aux questions fréquentes sur Maktabi : réserver un bureau à la journée ou au mois, prix en MAD, compte et publication d'annonces.",
  intro: [
    'Retrouvez ici les réponses aux questions les plus fréquentes sur Maktabi, que vous cherchiez un espace de travail ou que vous souhaitiez proposer le vôtre.',
    [
      'Vous ne trouvez pas votre réponse ? ',
      { to: '/support', text: 'Contactez notre équipe support' },
      ', elle vous répond du lundi au samedi.',
    ],
  ],
  sections: [
    {
      id: 'reserver',
      heading: 'Réserver',
      blocks: [
        {
          type: 'faq',
          items: [
            {
              q: 'Comment trouver un espace de travail ?',
              a: [
                [
                  'Rendez-vous sur la page ',
                  { to: '/search', text: 'Rechercher un bureau' },
                  " et saisissez une ville ou un quartier. Le bouton « Filtres » vous permet d'affiner les résultats : type d'espace, superficie minimale, prix minimum et maximum par jour, équipements (Wi-Fi haut débit, parking, climatisation…). Le bouton « Réinitialiser » efface tous les filtres.",
                ],
              ],
            },
            {
              q: 'Quelle est la différence entre la location à la journée et au mois ?',
              a: [
                'La location à la journée convient aux besoins ponctuels : vous choisissez une date de début et une date de fin, et chaque jour de la période est facturé au prix journalier. Elle couvre 90 jours au plus.',
                "La location au mois convient aux besoins durables : vous choisissez une date de début puis, au choix, une date de fin ou l'option « durée indéterminée ».",
              ],
            },
            {
              q: 'Comment réserver un espace ?',
              a: ["Depuis la page de l'annonce, utilisez le panneau de réservation :"],
              ordered: true,
              list: [
                'choisissez la location à la journée ou au mois ;',
                'sélectionnez la date de début, puis la date de fin (ou cochez « durée indéterminée » pour une location au mois) ;',
                'vérifiez le récapitulatif du prix ;',
                'envoyez votre demande de réservation.',
              ],
            },
            {
              q: 'Dois-je avoir un compte pour réserver ?',
              a: [
                "Oui. Si vous n'êtes pas connecté, un formulaire d'inscription rapide s'affiche directement dans le panneau de réservation : votre demande est envoyée dès la création de votre compte. Si vous avez déjà un compte, le lien de connexion vous ramène ensuite sur l'annonce.",
              ],
            },
            {
              q: 'Ma réservation est-elle confirmée immédiatement ?',
              a: [
                "Non. Toute nouvelle réservation a d'abord le statut « En attente admin ». Un administrateur de Maktabi la vérifie puis la valide (statut « Confirmée ») ou la refuse (statut « Refusée ») dans un délai de 24 heures.",
                "Sans décision dans ce délai, la demande n'est plus maintenue : les dates sont de nouveau proposées aux autres locataires et vous pouvez faire une nouvelle demande.",
              ],
            },
            {
              q: 'Où suivre mes réservations ?',
              a: [
                [
                  'Dans ',
                  { to: '/dashboard', text: 'Mes réservations' },
                  " : vous y trouvez le nombre de réservations confirmées et en attente, le total dépensé et, pour chaque réservation, l'annonce, les dates, le statut, le prix et un lien vers l'annonce.",
                ],
              ],
            },
            {
              q: 'Puis-je annuler une réservation ?',
              a: [
                "Vous pouvez annuler vous-même une réservation tant qu'elle a le statut « En attente admin », depuis Mes réservations. Les dates sont alors libérées.",
                [
                  'Une fois la réservation confirmée, ',
                  { to: '/support', text: 'contactez le support' },
                  " en indiquant la réservation concernée : nous étudierons votre demande avec l'hôte.",
                ],
              ],
            },
            {
              q: 'Pourquoi certaines dates sont-elles grisées ?',
              a: [
                "Les dates grisées du calendrier sont déjà réservées, ou retenues par une demande en cours de validation, pour une location à la journée. Si vous sélectionnez une date indisponible, le champ est vidé et le message « Cette date n'est pas disponible » s'affiche.",
              ],
            },
            {
              q: 'Comment garder un espace de côté pour plus tard ?',
              a: [
                [
                  "Connecté avec un compte locataire, ajoutez l'espace à vos favoris depuis son annonce. Vous le retrouverez dans la page ",
                  { to: '/favorites', text: 'Favoris' },
                  ', accessible depuis la barre de navigation.',
                ],
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'paiement-et-prix',
      heading: 'Paiement et prix',
      blocks: [
        {
          type: 'faq',
          items: [
            {
              q: 'En quelle devise les prix sont-ils affichés ?',
              a: [
                "Tous les prix sont indiqués en dirhams marocains (MAD). Chaque annonce affiche un prix par jour et un prix par mois, fixés par l'hôte.",
              ],
            },
            {
              q: 'Comment le prix total est-il calculé ?',
              a: [
                "Le montant est calculé automatiquement à partir des tarifs de l'annonce et s'affiche dans le récapitulatif avant l'envoi de votre demande :",
              ],
              list: [
                'à la journée : nombre de jours × prix par jour, dates de début et de fin incluses (par exemple, du lundi au vendredi à 250 MAD par jour : 5 × 250 = 1 250 MAD) ;',
                'au mois avec une date de fin : nombre de mois commencés × prix mensuel ;',
                "au mois pour une durée indéterminée : le prix mensuel, dû pour chaque mois jusqu'à la fin de la location.",
              ],
            },
            {
              q: 'Quand et comment dois-je payer ?',
              a: [
                "Aucun paiement n'est demandé lors de l'envoi de votre demande de réservation. Le règlement ne concerne que les réservations confirmées, selon les modalités convenues avec l'hôte.",
                "Par prudence, ne versez jamais d'argent pour une réservation dont le statut est encore « En attente admin ».",
              ],
            },
            {
              q: 'Y a-t-il des frais supplémentaires ?',
              a: [
                "La création d'un compte et l'envoi d'une demande de réservation sont gratuits. Le prix affiché correspond à l'espace et aux équipements décrits dans l'annonce ; lorsqu'un service est payant, par exemple un parking, l'annonce le précise.",
              ],
            },
            {
              q: "Que se passe-t-il si ma réservation est refusée ou n'est pas validée à temps ?",
              a: [
                "Aucun montant n'est dû. Les dates sont libérées et vous pouvez faire une nouvelle demande, pour d'autres dates ou pour un autre espace.",
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'compte',
      heading: 'Compte',
      blocks: [
        {
          type: 'faq',
          items: [
            {
              q: 'Comment créer un compte ?',
              a: [
                [
                  'Cliquez sur ',
                  { to: '/signup', text: "S'inscrire" },
                  ", choisissez « Je recherche un bureau » ou « Je loue mon bureau », puis renseignez votre prénom, votre nom, votre e-mail, votre téléphone (format +212) et un mot de passe d'au moins 6 caractères.",
                ],
                'Vous pouvez aussi utiliser le bouton « Continuer avec Google » : un compte locataire est alors créé automatiquement.',
              ],
            },
            {
              q: 'Comment me connecter ?',
              a: [
                [
                  'Depuis la page ',
                  { to: '/login', text: 'Connexion' },
                  ', avec votre e-mail et votre mot de passe, ou avec votre compte Google.',
                ],
              ],
            },
            {
              q: "J'ai oublié mon mot de passe. Que faire ?",
              a: [
                [
                  'Sur la page Connexion, cliquez sur « Mot de passe oublié ? », ou rendez-vous directement sur la page ',
                  { to: '/forgot-password', text: 'Mot de passe oublié' },
                  ". Saisissez l'adresse e-mail de votre compte : vous recevrez un lien pour choisir un nouveau mot de passe.",
                ],
              ],
            },
            {
              q: 'Comment compléter mon profil ?',
              a: [
                [
                  'Dans ',
                  { to: '/profile', text: 'Mon profil' },
                  ', vous pouvez ajouter une photo et modifier votre prénom, votre nom, votre téléphone, votre profession et une courte bio (500 caractères maximum).',
                ],
                'Un profil complet rassure les hôtes : si le vôtre est incomplet, un message vous invite à le compléter au moment de réserver.',
              ],
            },
            {
              q: "Puis-je passer d'un compte locataire à un compte hôte ?",
              a: [
                [
                  "Le rôle est choisi à l'inscription. Si vous vous êtes inscrit comme locataire, y compris avec Google, et souhaitez publier des espaces, ",
                  { to: '/support', text: 'contactez le support' },
                  '.',
                ],
              ],
            },
            {
              q: 'Comment supprimer mon compte ou mes données ?',
              a: [
                [
                  'Écrivez-nous à ',
                  privacyEmailLink,
                  " depuis l'adresse e-mail de votre compte. Vos droits sont détaillés dans notre ",
                  { to: '/privacy', text: 'politique de confidentialité' },
                  '.',
                ],
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'pour-les-hotes',
      heading: 'Pour les hôtes',
      blocks: [
        {
          type: 'faq',
          items: [
            {
              q: 'Comment publier mon espace ?',
              a: [
                [
                  'Créez un ',
                  { to: '/signup?role=host', text: 'compte hôte' },
                  ', puis cliquez sur « Ajouter » dans la barre de navigation et remplissez le formulaire. Le ',
                  { to: '/host/guide', text: "guide de l'hôte" },
                  ' détaille chaque étape.',
                ],
              ],
            },
            {
              q: "Pourquoi mon annonce n'apparaît-elle pas dans la recherche ?",
              a: [
                "Chaque nouvelle annonce a le statut « En attente de validation » jusqu'à ce qu'un administrateur l'approuve. Elle apparaît avec ce badge dans votre tableau de bord hôte, puis devient visible dans la recherche une fois approuvée.",
                "L'administrateur peut aussi suspendre une annonce qui ne respecte plus les conditions d'utilisation.",
              ],
            },
            {
              q: 'Qui valide les réservations de mes espaces ?',
              a: [
                [
                  'Un administrateur de Maktabi valide ou refuse chaque demande dans les 24 heures suivant sa création. Vous suivez les réservations reçues et leur statut depuis votre ',
                  { to: '/host/dashboard', text: 'tableau de bord hôte' },
                  '.',
                ],
              ],
            },
            {
              q: 'Comment fixer mes prix ?',
              a: [
                [
                  'Vous indiquez un prix par jour et un prix par mois, en MAD. Nos ',
                  { to: '/host/resources', text: 'ressources pour les hôtes' },
                  ' proposent des repères selon le type de ville.',
                ],
              ],
            },
            {
              q: 'Les photos sont-elles obligatoires ?',
              a: [
                'Non, mais elles sont vivement recommandées : les annonces illustrées inspirent davantage confiance. Vous pouvez ajouter plusieurs images ; la première sert de photo de couverture dans les résultats de recherche.',
              ],
            },
          ],
        },
      ],
    },
  ],
};
