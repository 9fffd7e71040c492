/** Text of /host/guide: rendered by src/pages/static/StaticPage.tsx. */
import type { StaticPageContent } from './types';

export const hostGuideContent: StaticPageContent = {
  title: "Guide de l'hôte",
  description:
    'Publiez votre bureau, salle de réunion ou espace de coworking sur Maktabi : étapes, conseils pour les photos et les prix, validation et gestion des réservations.',
  intro: [
    "Vous disposez d'un bureau, d'une salle de réunion ou d'un espace de coworking au Maroc ? Ce guide vous accompagne de la création de votre compte hôte jusqu'à vos premières réservations.",
  ],
  sections: [
    {
      id: 'avant-de-commencer',
      heading: 'Avant de commencer',
      blocks: [
        {
          type: 'paragraph',
          text: "Rassemblez ces informations : vous remplirez le formulaire d'annonce en quelques minutes.",
        },
        {
          type: 'list',
          items: [
            "l'adresse exacte de l'espace ;",
            "sa superficie en m², le nombre de postes de travail, l'étage et la présence d'un ascenseur ;",
            'le type de connexion internet et les possibilités de stationnement ;',
            'vos tarifs à la journée et au mois, en MAD, et la durée minimale de location ;',
            'la liste des équipements proposés ;',
            'des photos récentes, lumineuses et nettes.',
          ],
        },
        {
          type: 'note',
          text: [
            "Vérifiez aussi que vous avez le droit de louer l'espace, en particulier si vous en êtes vous-même locataire. Nos ",
            { to: '/host/resources', text: 'ressources pour les hôtes' },
            ' rappellent les principaux points à contrôler.',
          ],
        },
      ],
    },
    {
      id: 'creer-votre-compte',
      heading: 'Créer votre compte hôte',
      blocks: [
        {
          type: 'steps',
          items: [
            {
              title: "Ouvrez la page d'inscription hôte",
              body: [
                [
                  'Rendez-vous sur la page ',
                  { to: '/signup?role=host', text: 'Créer un compte hôte' },
                  " : l'option « Je loue mon bureau » est déjà sélectionnée.",
                ],
              ],
            },
            {
              title: 'Renseignez vos coordonnées',
              body: [
                "Indiquez votre prénom, votre nom, votre e-mail, votre téléphone (format +212) et un mot de passe d'au moins 6 caractères.",
                'Utilisez ce formulaire plutôt que la connexion Google, qui crée un compte locataire.',
              ],
            },
            {
              title: 'Accédez à votre tableau de bord',
              body: [
                'Une fois le compte créé, vous arrivez sur votre tableau de bord hôte. Pensez à compléter votre profil (photo, profession, bio) : il inspire confiance aux locataires.',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'publier-votre-annonce',
      heading: 'Publier votre annonce, section par section',
      blocks: [
        {
          type: 'paragraph',
          text: 'Cliquez sur « Ajouter » dans la barre de navigation. Le formulaire comporte sept sections :',
        },
        {
          type: 'steps',
          items: [
            {
              title: 'Informations de base',
              body: [
                "Donnez un titre clair et une description détaillée, puis choisissez le type d'espace : bureau individuel, bureau fermé (équipe), open-space, salle de réunion, espace de coworking ou autre. Pour « Autre », précisez de quel espace il s'agit.",
              ],
            },
            {
              title: 'Localisation',
              body: [
                "Commencez à saisir l'adresse, puis sélectionnez-la dans la liste de suggestions : l'adresse, la ville et la position sur la carte sont alors renseignées automatiquement. Une adresse saisie sans être choisie dans la liste n'est pas acceptée.",
              ],
            },
            {
              title: 'Détails techniques',
              body: ['Précisez :'],
              list: [
                'la superficie en m² et le nombre de postes de travail ;',
                "l'étage (0 pour le rez-de-chaussée) et la présence d'un ascenseur ;",
                "l'accessibilité aux personnes à mobilité réduite ;",
                'le type de connexion : fibre optique, ADSL ou 4G/5G ;',
                'le parking : aucun, gratuit ou payant ;',
                'la durée minimale de location, en jours.',
              ],
            },
            {
              title: 'Tarifs',
              body: [
                "Indiquez un prix par jour et un prix par mois, en MAD. Le prix total d'une réservation est calculé automatiquement à partir de ces tarifs.",
              ],
            },
            {
              title: 'Équipements',
              body: [
                'Cochez les équipements disponibles : Wi-Fi haut débit, café/thé, imprimante, écran externe, tableau blanc, réception, sécurité 24h/24, projecteur…',
              ],
            },
            {
              title: 'Équipements supplémentaires',
              body: [
                'Signalez le confort en plus : climatisation, chauffage, cuisine équipée, machine à café, casiers sécurisés, espace détente, vue sur mer…',
              ],
            },
            {
              title: 'Photos',
              body: [
                'Ajoutez plusieurs images, que vous pouvez retirer avant la publication. La première photo sert de couverture dans les résultats de recherche.',
              ],
            },
          ],
        },
        {
          type: 'paragraph',
          text: 'Cliquez enfin sur « Publier le bureau ». Le bouton « Annuler » vous ramène au tableau de bord sans rien enregistrer.',
        },
      ],
    },
    {
      id: 'conseils',
      heading: 'Conseils pour une annonce qui se démarque',
      blocks: [
        { type: 'heading', text: 'Photos' },
        {
          type: 'list',
          items: [
            'Photographiez de jour, fenêtres ouvertes et lumières allumées.',
            "Rangez l'espace : bureaux dégagés, câbles masqués, aucun document personnel visible.",
            "Montrez l'ensemble de la pièce, puis les détails utiles : postes, salle de réunion, coin café, vue.",
            'Choisissez comme première photo la plus représentative, en format paysage.',
          ],
        },
        { type: 'heading', text: 'Prix' },
        {
          type: 'list',
          items: [
            'Comparez avec les annonces similaires de votre ville dans la recherche.',
            'Proposez un prix mensuel avantageux par rapport au prix journalier pour attirer des locataires réguliers.',
            'Annoncez clairement ce qui est inclus : internet, charges, café, ménage, parking.',
          ],
        },
        { type: 'heading', text: 'Description' },
        {
          type: 'list',
          items: [
            "Commencez par l'essentiel : type d'espace, capacité, quartier.",
            "Précisez les conditions d'accès : horaires, badge ou clés, accueil.",
            "Mentionnez l'environnement : transports, restaurants, banques à proximité.",
            'Restez exact : une description fidèle évite les déceptions et les litiges.',
          ],
        },
      ],
    },
    {
      id: 'validation',
      heading: 'Validation de votre annonce',
      blocks: [
        {
          type: 'paragraph',
          text: "Une annonce publiée n'est pas visible tout de suite : elle a le statut « En attente de validation » jusqu'à ce qu'un administrateur de Maktabi l'approuve. Vous la voyez avec ce badge dans votre tableau de bord hôte.",
        },
        {
          type: 'paragraph',
          text: "Une fois approuvée, elle apparaît dans la recherche et peut recevoir des réservations. L'administrateur peut suspendre une annonce à tout moment si elle ne respecte plus les conditions d'utilisation, par exemple en cas d'informations inexactes.",
        },
        {
          type: 'paragraph',
          text: [
            'Votre annonce reste en attente plus longtemps que prévu ? ',
            { to: '/support', text: 'Contactez le support' },
            '.',
          ],
        },
      ],
    },
    {
      id: 'gerer-vos-reservations',
      heading: 'Gérer vos réservations',
      blocks: [
        {
          type: 'list',
          items: [
            'Les locataires réservent votre espace à la journée ou au mois, éventuellement pour une durée indéterminée.',
            'Chaque nouvelle réservation a le statut « En attente admin » : un administrateur la valide (« Confirmée ») ou la refuse (« Refusée ») dans les 24 heures. Pendant ce délai, les jours demandés sont retenus ; sans décision, ils sont libérés.',
            "Le locataire peut annuler sa demande tant qu'elle est « En attente admin ».",
            'Votre tableau de bord hôte affiche vos annonces, les réservations reçues avec leur statut, et vos revenus, calculés sur les réservations confirmées.',
          ],
        },
        {
          type: 'note',
          title: "Préparez l'arrivée de vos locataires",
          text: [
            "Dès qu'une réservation est confirmée, préparez l'accès, le code Wi-Fi et les consignes de l'espace. Si vous ne pouvez plus honorer une réservation, prévenez immédiatement le ",
            { to: '/support', text: 'support Maktabi' },
            '.',
          ],
        },
      ],
    },
  ],
};
